import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { RouteName } from '../../domain/routes'
import { useT } from '../hooks/use-t'
import { Modal } from '../widgets/Modal'
import { pressable } from '../widgets/pressable'
import { arrowKeys } from '../widgets/arrow-keys'
import type { MobileNavProps } from './mobile-nav-props'

export type { MobileNavProps }

/** The screens a phone reaches from its tab bar; the rest are in the "more" sheet. */
export const MOBILE_TABS = ['social', 'concept', 'myAttention'] as const
// plain geometric characters: every CJK font has them, so no icon font or picture to download
const ICONS: Record<(typeof MOBILE_TABS)[number] | 'more', string> = { social: '◎', concept: '▦', myAttention: '♡', more: '⋯' }

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
            <Text className='gr-mnav__icon' aria-hidden='true'>
              {ICONS[route]}
            </Text>
            <Text className='gr-mnav__text'>{t(`mobileNav.${route}`)}</Text>
          </View>
        ))}
        <View className='gr-mnav__item' {...pressable(() => setMoreOpen(true))} aria-haspopup='dialog' data-testid='mobile-nav-more'>
          <Text className='gr-mnav__icon' aria-hidden='true'>
            {ICONS.more}
          </Text>
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
