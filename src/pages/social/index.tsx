import { ComingSoon } from '../../components/shell/ComingSoon'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

// Placeholder until the issue that builds this screen: says what it will show, links to /concept.
export default function SocialPage() {
  return (
    <Layout route='social'>
      <ComingSoon route='social' />
    </Layout>
  )
}
