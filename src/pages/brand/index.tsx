import { EntityScreen } from '../../components/ranking/EntityScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function BrandPage() {
  return (
    <Layout route='brand'>
      <EntityScreen kind='brand' />
    </Layout>
  )
}
