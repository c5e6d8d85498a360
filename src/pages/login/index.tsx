import { ComingSoon } from '../../components/shell/ComingSoon'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

// Placeholder until the issue that builds this screen: says what it will show, links to /concept.
export default function LoginPage() {
  return (
    <Layout route='login'>
      <ComingSoon route='login' />
    </Layout>
  )
}
