import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Lang } from '../../domain/constants'
import type { RouteName } from '../../domain/routes'
import { useT } from '../hooks/use-t'
import { Modal } from '../widgets/Modal'
import { pressable } from '../widgets/pressable'
import { arrowKeys } from '../widgets/arrow-keys'

/** The screens a phone reaches from its tab bar; the rest are in the "more" sheet. */
export const MOBILE_TABS = ['social', 'concept', 'myAttention'] as const
// plain geometric characters: every CJK font has them, so no icon font or picture to download
const ICONS: Record<(typeof MOBILE_TABS)[number] | 'more', string> = { social: '◎', concept: '▦', myAttention: '♡', more: '⋯' }

/**
 * Phones have no top header (SPEC §2 hides it under 768 px), so they get this bar instead: the three
 * views of the desktop switcher, and a sheet with the other rankings, the language and the session.
 */
export interface MobileNavProps {
  current: RouteName
  /** the screens of the "more" sheet (mobileMoreRoutes: only those the user may see) */
  moreRoutes: readonly RouteName[]
  loggedIn: boolean
  /** SPEC §6: a mini-program session shows no login or logout */
  showLoginControls: boolean
  /** the free version has no language choice (SPEC §6) */
  showLanguage: boolean
  language: Lang
  onNavigate(route: RouteName): void
  onLanguageChange(lang: Lang): void
  onLogin(): void
  onLogout(): void
}

export function MobileNav(props: MobileNavProps) {
  const { current, moreRoutes, loggedIn, showLanguage, language } = props
  const { t } = useT()
  const [moreOpen, setMoreOpen] = useState(false)
  const go = (route: RouteName) => {
    setMoreOpen(false)
    if (route !== current) props.onNavigate(route)
  }
  return (
    <>
      <View className='gr-mnav' role='navigation' aria-label={t('mobileNav.label')} data-testid='mobile-nav'>
        {MOBILE_TABS.map((route) => (
          <View
            key={route}
            className={`gr-mnav__item${route === current ? ' gr-mnav__item--on' : ''}`}
            {...pressable(() => go(route), 'link')}
            aria-current={route === current ? 'page' : undefined}
            data-testid={`mobile-nav-${route}`}
          >
            <Text className='gr-mnav__icon' aria-hidden='true'>{ICONS[route]}</Text>
            <Text className='gr-mnav__text'>{t(`mobileNav.${route}`)}</Text>
          </View>
        ))}
        <View className='gr-mnav__item' {...pressable(() => setMoreOpen(true))} aria-haspopup='dialog' data-testid='mobile-nav-more'>
          <Text className='gr-mnav__icon' aria-hidden='true'>{ICONS.more}</Text>
          <Text className='gr-mnav__text'>{t('mobileNav.more')}</Text>
        </View>
      </View>
      {moreOpen && (
        <Modal title={t('mobileNav.more')} closeLabel={t('mobileNav.close')} onClose={() => setMoreOpen(false)} testId='mobile-more'>
          <View className='gr-msheet'>
            {moreRoutes.map((route) => (
              <View key={route} className='gr-msheet__row' {...pressable(() => go(route), 'link')} data-testid={`mobile-more-${route}`}>
                {t(`menu.${route}`)}
              </View>
            ))}
            {showLanguage && (
              // a language change reloads the page: arrows move, Enter chooses
              <View className='gr-msheet__langs' role='radiogroup' aria-label={t('header.language')} {...arrowKeys(false)}>
                {(['zh', 'en'] as const).map((lang) => (
                  <View
                    key={lang}
                    className={`gr-msheet__lang${lang === language ? ' gr-msheet__lang--on' : ''}`}
                    {...pressable(() => lang !== language && props.onLanguageChange(lang), 'radio')}
                    aria-checked={lang === language}
                    data-testid={`mobile-lang-${lang}`}
                  >
                    {lang === 'zh' ? '中文' : 'English'}
                  </View>
                ))}
              </View>
            )}
            {props.showLoginControls && (
              <View
                className='gr-msheet__row gr-msheet__row--session'
                {...pressable(loggedIn ? props.onLogout : props.onLogin)}
                data-testid={loggedIn ? 'mobile-logout' : 'mobile-login'}
              >
                {loggedIn ? t('header.logout') : t('header.login')}
              </View>
            )}
          </View>
        </Modal>
      )}
    </>
  )
}
