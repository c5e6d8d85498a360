import { useEffect, useMemo, useRef } from 'react'
import { LoginForm } from '../../components/shell/LoginForm'
import { Layout } from '../../components/shell/Layout'
import { homeAfterLogin } from '../../platform/login'
import { returnTarget } from '../../domain/routes'
import { navigate } from '../../platform/navigation'
import { readPageQuery } from '../../platform/page-query'
import { selectIsSignedIn, useUserStore } from '../../store/user'
import './index.scss'

// The mini-program's login (and the narrow-screen start page, docs/screens.md): WeChat (mini-program only),
// an SMS code, or the password. Someone already signed in (a phone opening "/", the mini-program
// started with a stored session) goes on home instead of seeing a login form. A `redirect` query
// (an app path) is where the user goes once signed in: the page that asked them to sign in. A login
// made on the form is taken on by the form, so the page goes on only for a session it did not make.
export default function LoginFormPage() {
  const loggedIn = useUserStore(selectIsSignedIn)
  const then = useMemo(() => returnTarget(readPageQuery().redirect), [])
  const byForm = useRef(false)
  useEffect(() => {
    if (loggedIn && !byForm.current) void navigate(then?.name ?? homeAfterLogin, then?.query, { replace: true })
  }, [loggedIn, then])
  const formLanding = (landing: Promise<void>) => {
    byForm.current = true
    // the form did not get there: a session come another way goes on from here again
    landing.catch(() => (byForm.current = false))
  }
  return <Layout route='loginPage'>{loggedIn ? null : <LoginForm then={then} onSigningIn={formLanding} />}</Layout>
}
