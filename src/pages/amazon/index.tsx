import { OverseasScreen } from '../../components/overseas/OverseasScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function AmazonPage() {
  return (
    <Layout route='amazon'>
      <OverseasScreen route='amazon' />
    </Layout>
  )
}
