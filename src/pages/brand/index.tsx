import { EntityScreen } from '../../components/ranking/EntityScreen'
import { useShareView } from '../../components/hooks/use-share-view'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function BrandPage() {
  useShareView('brand')
  return (
    <Layout route='brand'>
      <EntityScreen kind='brand' />
    </Layout>
  )
}
