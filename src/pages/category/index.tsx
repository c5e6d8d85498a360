import { EntityScreen } from '../../components/ranking/EntityScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function CategoryPage() {
  return (
    <Layout route='category'>
      <EntityScreen kind='category' />
    </Layout>
  )
}
