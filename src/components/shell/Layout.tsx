import { View } from '@tarojs/components'
import { useEffect, useLayoutEffect, type ReactNode } from 'react'
import { avatarLetterOf, maskUserName } from '../../domain/mask'
import { isRankingRoute, rankingRoutes } from '../../domain/mini-nav'
import { routePath, type RouteName } from '../../domain/routes'
import {
  footerVisible,
  headerVisibility,
  languageSelectVisible,
  mobileMoreRoutes,
  mobileNavVisible,
  qrPanelsVisible,
  switcherVisible,
} from '../../domain/shell'
import { isMiniProgram as isMiniProgramBuild, setPageTitle } from '../../platform/env'
import { dropFirstPaint } from '../../platform/first-paint'
import { goToLogin, logout } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { useLanguageStore } from '../../store/language'
import { selectIsFree, selectIsLoggedIn, selectIsMiniProgram, selectIsPartner, selectIsSignedIn, useUserStore } from '../../store/user'
import { useNoticesStore } from '../../store/notices'
import { useViewportStore } from '../../store/viewport'
import { useT } from '../hooks/use-t'
import { HeaderSearch } from '../search/HeaderSearch'
import { Footer } from './Footer'
import { MobileNav } from './MobileNav'
import { NoticeBanner } from './NoticeBanner'
import { PhoneDialog } from './PhoneDialog'
import { PrivacyDialog } from './PrivacyDialog'
import { RankingSwitch } from './RankingSwitch'
import { RouteContext } from './route-context'
import { SignedOutNotice } from './SignedOutNotice'
import { Switcher } from './Switcher'
import { TopHeader } from './TopHeader'
import { useSlicedFirstRender } from './use-sliced-first-render'
import { useStartSettled } from './use-start-settled'
import { useTabLabels } from './use-tab-labels'

/** The shell around every page (docs/screens.md): top header, switcher, notices, main header, view, footer. */
export interface LayoutProps {
  /** the page's route; the header table is looked up by its path */
  route: RouteName
  /** the detail pages' main header (only rendered where the header table asks for one) */
  mainHeader?: ReactNode
  /**
   * Whether the page now looks as the server painted it ahead of the scripts (server/http/first-paint.ts);
   * until then that frame stays over it. @default true
   */
  firstScreenReady?: boolean
  children: ReactNode
}

export function Layout(props: LayoutProps) {
  return useSlicedFirstRender() ? <Shell {...props} /> : null
}

function Shell({ route, mainHeader, firstScreenReady = true, children }: LayoutProps) {
  const { t, lang } = useT()
  const setLanguage = useLanguageStore((s) => s.setLanguage)
  const user = useUserStore((s) => s.user)
  const notices = useNoticesStore((s) => s.notices)
  const settled = useStartSettled()
  const isMobile = useViewportStore((s) => s.isMobile)
  const loggedIn = useUserStore(selectIsLoggedIn)
  const isPartner = useUserStore(selectIsPartner)
  const isFree = useUserStore(selectIsFree)
  const isMiniProgram = useUserStore(selectIsMiniProgram)
  // signed in with SMS verification pending: no user yet, but the logout is offered, and the session
  // is named by its phone, which the server sends masked already
  const signedIn = useUserStore(selectIsSignedIn)
  const smsPhone = useUserStore((s) => (s.smsPending ? s.smsPhone || '—' : null))

  const path = routePath(route)
  const headers = headerVisibility(path, isMobile)
  const showMobileNav = mobileNavVisible(path, isMobile, isMiniProgramBuild)
  const partnerTitle = isPartner ? (user?.partner_title ?? '') : ''

  useTabLabels(route)

  // the server's painted first screen gives way in the commit that shows this page, before the
  // browser paints it: the page takes its place with nothing in between
  useLayoutEffect(() => {
    if (settled && firstScreenReady) dropFirstPaint()
  }, [settled, firstScreenReady])

  // partners brand the page as their own, so the tab shows their title
  useEffect(() => {
    setPageTitle(partnerTitle || `${t(`menu.${route}`)} · ${t('app.name')}`)
  }, [partnerTitle, route, t])

  return (
    <RouteContext.Provider value={route}>
      <View className={`gr-app lang-${lang}${isMobile ? ' gr-app--mobile' : ''}${showMobileNav ? ' gr-app--mnav' : ''}`}>
        {headers.top && (
          <TopHeader
            partner={isPartner ? { logoUrl: user?.partner_logo_url ?? '', title: partnerTitle } : null}
            userName={smsPhone ?? (loggedIn && user ? maskUserName(user.username) : null)}
            avatarLetter={avatarLetterOf(user ?? (smsPhone ? { username: smsPhone } : null))}
            // until /api/user answers (or when it failed) nobody knows whether the user is signed in:
            // a signed-in user must not be offered 登录 (a logged-out one gets usertype logged_out)
            showLoginControls={!isMiniProgram && (user !== null || signedIn)}
            showQrPanels={qrPanelsVisible({ isPartner, isFree, isMobile })}
            showLanguageSelect={languageSelectVisible({ isFree })}
            language={lang}
            onLanguageChange={setLanguage}
            onLogin={goToLogin}
            onLogout={logout}
            onNavigate={(next) => void navigate(next)}
            switcher={switcherVisible(path, isMobile) ? <Switcher current={route} onSelect={(next) => void navigate(next)} /> : null}
            search={loggedIn ? <HeaderSearch route={route} /> : null}
          />
        )}
        {/* the mini-program has no top header or phone bar: its rankings switch here, its tabs natively */}
        {isMiniProgramBuild && isRankingRoute(route) && <RankingSwitch current={route} routes={rankingRoutes(user)} />}
        <SignedOutNotice />
        <NoticeBanner notices={notices} />
        {/* the main header and the view are mounted at once (their data calls start) and shown once
            what shapes them has arrived (use-start-settled.ts) */}
        {headers.main !== 'none' && mainHeader && <View className={settled ? '' : 'gr-unsettled'}>{mainHeader}</View>}
        <View className={`gr-main${settled ? '' : ' gr-unsettled'}`}>{children}</View>
        {footerVisible({ route, isPartner, isMiniProgram }) && <Footer />}
        {showMobileNav && (
          <MobileNav
            current={route}
            moreRoutes={mobileMoreRoutes(user)}
            loggedIn={signedIn}
            showLoginControls={!isMiniProgram}
            showLanguage={languageSelectVisible({ isFree })}
            language={lang}
            onNavigate={(next) => void navigate(next)}
            onLanguageChange={setLanguage}
            onLogin={goToLogin}
            onLogout={logout}
          />
        )}
        <PhoneDialog />
        <PrivacyDialog route={route} />
      </View>
    </RouteContext.Provider>
  )
}
