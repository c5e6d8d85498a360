import { useShareView } from '../../components/hooks/use-share-view'
import { RulesScreen } from '../../components/rules/RulesScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function ActivityRulesPage() {
  // the rules stand alone (anyone may read them, signed in or not): a card opens the same topic
  useShareView('activityRules')
  return (
    <Layout route='activityRules'>
      <RulesScreen />
    </Layout>
  )
}
