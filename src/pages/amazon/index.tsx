import { OverseasScreen } from '../../components/overseas/OverseasScreen'
import { useShareView } from '../../components/hooks/use-share-view'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function AmazonPage() {
  useShareView('amazon')
  return (
    <Layout route='amazon'>
      <OverseasScreen route='amazon' />
    </Layout>
  )
}
