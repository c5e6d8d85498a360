import { MyScreen } from '../../components/my/MyScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function MyPage() {
  return (
    <Layout route='my'>
      <MyScreen />
    </Layout>
  )
}
