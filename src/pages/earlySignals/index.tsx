import { EarlySignalsScreen } from '../../components/lead/EarlySignalsScreen'
import { useShareView } from '../../components/hooks/use-share-view'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function EarlySignalsPage() {
  useShareView('earlySignals')
  return (
    <Layout route='earlySignals'>
      <EarlySignalsScreen />
    </Layout>
  )
}
