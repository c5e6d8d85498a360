import { CompareScreen } from '../../components/compare/CompareScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function ComparePage() {
  return (
    <Layout route='compare'>
      <CompareScreen />
    </Layout>
  )
}
