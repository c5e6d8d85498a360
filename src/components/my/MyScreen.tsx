import { View } from '@tarojs/components'
import { useRefreshKeys } from '../../data/use-api'
import { usePullRefresh } from '../../platform/list-gestures'
import { goToLogin } from '../../platform/login'
import { languageSelectVisible } from '../../domain/shell'
import { isMiniProgram as isMiniProgramBuild } from '../../platform/env'
import { selectIsFree, selectIsLoggedIn, selectIsMiniProgram, useUserStore } from '../../store/user'
import { ALERTS_KEY, AlertList } from '../alerts/AlertList'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { FOLLOWS_KEY } from '../follow/follow-cache'
import { useT } from '../hooks/use-t'
import { AccountCard } from './AccountCard'
import { FollowedConcepts } from './FollowedConcepts'
import { MyLinks, MySettings } from './MySettings'
import { SignInState } from '../shell/SignInState'

/**
 * Container of /my: account, followed concepts, alerts, links, language and logout. Each part is
 * its own component so that a section is one line here.
 */
export function MyScreen() {
  const { t } = useT()
  const user = useUserStore((s) => s.user)
  const error = useUserStore((s) => s.error)
  const loadUser = useUserStore((s) => s.loadUser)
  const loggedIn = useUserStore(selectIsLoggedIn)
  const isFree = useUserStore(selectIsFree)
  const isMiniProgram = useUserStore(selectIsMiniProgram)
  // a pull-down asks the account, the follows and the alerts again
  const refreshLists = useRefreshKeys([FOLLOWS_KEY, ALERTS_KEY])
  usePullRefresh(() => Promise.all([loadUser(), refreshLists()]))

  if (!user && error) return <ConceptStatus kind='error' error={error} onRetry={() => void loadUser()} onLogin={goToLogin} />
  if (!user) return <ConceptStatus kind='loading' hint={t('my.loading')} />
  if (!loggedIn) {
    return (
      <SignInState hint={t('my.loggedOutHint')} testId='my-logged-out' loginTestId='my-login'>
        {/* what anyone may read before signing in: the rules and help, the terms, the privacy policy */}
        <View className='gr-card gr-my__section gr-my__signed-out-links'>
          <MyLinks />
        </View>
      </SignInState>
    )
  }
  return (
    <View className='gr-my' data-testid='my-screen'>
      <AccountCard user={user} />
      <FollowedConcepts />
      <AlertList />
      <MySettings
        showLanguage={languageSelectVisible({ isFree })}
        showLogout={!isMiniProgram}
        showUnlinkWechat={isMiniProgram && isMiniProgramBuild}
      />
    </View>
  )
}
