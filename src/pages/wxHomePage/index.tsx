import { HomeScreen } from '../../components/home/HomeScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function WxHomePagePage() {
  return (
    <Layout route='wxHomePage'>
      <HomeScreen />
    </Layout>
  )
}
