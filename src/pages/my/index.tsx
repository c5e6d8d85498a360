import { MyScreen } from '../../components/my/MyScreen'
import { useShareView } from '../../components/hooks/use-share-view'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function MyPage() {
  useShareView('my')
  return (
    <Layout route='my'>
      <MyScreen />
    </Layout>
  )
}
