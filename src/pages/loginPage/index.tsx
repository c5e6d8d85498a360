import { useEffect } from 'react'
import { LoginForm } from '../../components/shell/LoginForm'
import { Layout } from '../../components/shell/Layout'
import { homeAfterLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { selectIsLoggedIn, useUserStore } from '../../store/user'
import './index.scss'

// The mini-program's login (and the narrow-screen start page, SPEC §2): WeChat (mini-program only),
// an SMS code, or the password. Someone already signed in (a phone opening "/", the mini-program
// started with a stored session) goes on home instead of seeing a login form.
export default function LoginPagePage() {
  const loggedIn = useUserStore(selectIsLoggedIn)
  useEffect(() => {
    if (loggedIn) void navigate(homeAfterLogin, undefined, { replace: true })
  }, [loggedIn])
  return <Layout route='loginPage'>{loggedIn ? null : <LoginForm />}</Layout>
}
