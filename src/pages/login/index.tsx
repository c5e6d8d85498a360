import { useEffect } from 'react'
import { ConceptStatus } from '../..//components/widgets/ConceptStatus'
import { useT } from '../../components/hooks/use-t'
import { Layout } from '../../components/shell/Layout'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { selectIsSignedIn, useUserStore } from '../../store/user'
import { ERROR_CODES } from '../../../types/envelope'
import './index.scss'

// /login is the address people type or bookmark to sign in. The sign-in itself is the login service's
// page (H5) or loginPage (mini-program), one form each: this route hands over to it, and comes back
// here afterwards, where a signed-in user goes on to the concepts.
export default function LoginHandoverPage() {
  const { t } = useT()
  const user = useUserStore((s) => s.user)
  const error = useUserStore((s) => s.error)
  const loadUser = useUserStore((s) => s.loadUser)
  // signed in, SMS verification pending or not: the concepts (which ask for the verification) come next
  const loggedIn = useUserStore(selectIsSignedIn)
  useEffect(() => {
    if (loggedIn) void navigate('concept', undefined, { replace: true })
    else if (user !== null) goToLogin()
    // else /api/user has not answered: nobody knows yet
  }, [user, loggedIn])
  return (
    <Layout route='login'>
      {error && user === null && !loggedIn ? (
        // a disabled account has nothing to retry; anything else (the network) may be tried again
        <ConceptStatus
          kind='error'
          title={t('login.failedTitle')}
          error={error}
          onRetry={error.code === ERROR_CODES.disabled ? undefined : () => void loadUser()}
        />
      ) : (
        <ConceptStatus kind='loading' hint={user === null || loggedIn ? undefined : t('login.forwarding')} />
      )}
    </Layout>
  )
}
