import { OverseasScreen } from '../../components/overseas/OverseasScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function EbayPage() {
  return (
    <Layout route='ebay'>
      <OverseasScreen route='ebay' />
    </Layout>
  )
}
