import { EarlySignalsScreen } from '../../components/lead/EarlySignalsScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function EarlySignalsPage() {
  return (
    <Layout route='earlySignals'>
      <EarlySignalsScreen />
    </Layout>
  )
}
