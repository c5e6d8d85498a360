import { SocialScreen } from '../../components/social/SocialScreen'
import { useShareView } from '../../components/hooks/use-share-view'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function SocialPage() {
  useShareView('social')
  return (
    <Layout route='social'>
      <SocialScreen />
    </Layout>
  )
}
