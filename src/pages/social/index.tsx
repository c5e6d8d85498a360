import { SocialScreen } from '../../components/social/SocialScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function SocialPage() {
  return (
    <Layout route='social'>
      <SocialScreen />
    </Layout>
  )
}
