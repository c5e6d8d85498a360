import { ConceptScreen } from '../../components/concept/ConceptScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function ConceptPage() {
  return (
    <Layout route='concept'>
      <ConceptScreen />
    </Layout>
  )
}
