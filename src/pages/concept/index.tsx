import { ConceptScreen } from '../../components/concept/ConceptScreen'
import { useShareView } from '../../components/hooks/use-share-view'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function ConceptPage() {
  useShareView('concept')
  return (
    <Layout route='concept'>
      <ConceptScreen />
    </Layout>
  )
}
