import { SetUpScreen } from '../../components/alerts/SetUpScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function SetUpPage() {
  return (
    <Layout route='setUp'>
      <SetUpScreen />
    </Layout>
  )
}
