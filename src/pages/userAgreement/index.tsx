import { LegalScreen } from '../../components/legal/LegalScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function UserAgreementPage() {
  return (
    <Layout route='userAgreement'>
      <LegalScreen document='userAgreement' />
    </Layout>
  )
}
