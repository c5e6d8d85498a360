import { LegalScreen } from '../../components/legal/LegalScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function PrivacyPolicyPage() {
  return (
    <Layout route='privacyPolicy'>
      <LegalScreen document='privacyPolicy' />
    </Layout>
  )
}
