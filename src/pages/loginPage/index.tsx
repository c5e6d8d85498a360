import { useEffect } from 'react'
import { LoginForm } from '../../components/shell/LoginForm'
import { Layout } from '../../components/shell/Layout'
import { navigate } from '../../platform/navigation'
import { selectIsLoggedIn, useUserStore } from '../../store/user'
import './index.scss'

// The mini-program's login (and the narrow-screen start page, SPEC §2): password → /sso/token.
// Someone already signed in (a phone opening "/") goes on to the concepts instead of a login form.
export default function LoginPagePage() {
  const loggedIn = useUserStore(selectIsLoggedIn)
  useEffect(() => {
    if (loggedIn) void navigate('concept', undefined, { replace: true })
  }, [loggedIn])
  return <Layout route='loginPage'>{loggedIn ? null : <LoginForm />}</Layout>
}
