import { AttentionScreen } from '../../components/attention/AttentionScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function MyAttentionPage() {
  return (
    <Layout route='myAttention'>
      <AttentionScreen />
    </Layout>
  )
}
