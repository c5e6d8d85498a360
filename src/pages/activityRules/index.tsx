import { RulesScreen } from '../../components/rules/RulesScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function ActivityRulesPage() {
  return (
    <Layout route='activityRules'>
      <RulesScreen />
    </Layout>
  )
}
