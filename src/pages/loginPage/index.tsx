import { LoginForm } from '../../components/shell/LoginForm'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

// The mini-program's login (and the narrow-screen start page, SPEC §2): password → /sso/token.
export default function LoginPagePage() {
  return (
    <Layout route='loginPage'>
      <LoginForm />
    </Layout>
  )
}
