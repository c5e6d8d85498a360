import { EntityScreen } from '../../components/ranking/EntityScreen'
import { useShareView } from '../../components/hooks/use-share-view'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function CategoryPage() {
  useShareView('category')
  return (
    <Layout route='category'>
      <EntityScreen kind='category' />
    </Layout>
  )
}
