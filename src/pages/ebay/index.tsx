import { OverseasScreen } from '../../components/overseas/OverseasScreen'
import { useShareView } from '../../components/hooks/use-share-view'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function EbayPage() {
  useShareView('ebay')
  return (
    <Layout route='ebay'>
      <OverseasScreen route='ebay' />
    </Layout>
  )
}
