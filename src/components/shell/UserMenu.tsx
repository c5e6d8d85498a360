import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { ACCOUNT_ROUTES } from '../../domain/shell'
import type { RouteName } from '../../domain/routes'
import { useT } from '../hooks/use-t'
import { domAttrs, type KeyPress } from '../widgets/dom-attrs'
import { pressable } from '../widgets/pressable'

/** The login link, or the user's masked name with a dropdown: the account's own screens and logout. */
export interface UserMenuProps {
  /** masked user name (masks, docs/rules.md), or null when logged out */
  userName: string | null
  /** the letter in the round avatar: the first of the user's own name (the masked one starts with '*') */
  avatarLetter: string
  onLogin(): void
  onLogout(): void
  onNavigate(route: RouteName): void
}

// A long address masks into a long run of '*' that crowds the header; a few stand for all of them.
const MAX_SHOWN_STARS = 6

export function UserMenu({ userName, avatarLetter, onLogin, onLogout, onNavigate }: UserMenuProps) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  if (userName === null) {
    return (
      <View className='gr-user gr-user--login' {...pressable(onLogin, 'link')} data-testid='login-link'>
        {t('header.login')}
      </View>
    )
  }
  const shownName = userName.replace(/^\*+/, (stars) => stars.slice(0, MAX_SHOWN_STARS))
  return (
    <View
      className='gr-user'
      data-testid='user-menu'
      {...domAttrs({ onKeyDown: (event: KeyPress) => event.key === 'Escape' && setOpen(false) })}
    >
      <View
        className='gr-user__name'
        {...pressable(() => setOpen(!open))}
        aria-haspopup='menu'
        aria-expanded={open}
        // the name holds what is seen (avatar letter and name), so speech users can say it (WCAG 2.5.3)
        aria-label={t('header.userMenu', { name: `${avatarLetter} ${shownName}` })}
      >
        <Text className='gr-user__avatar' aria-hidden='true'>
          {avatarLetter}
        </Text>
        {/* a space between the letter and the name: read together they would make one word ("1133…" for a phone) */}{' '}
        <Text className='gr-user__label'>{shownName}</Text>
        <Text className='gr-user__caret' aria-hidden='true'>
          ▾
        </Text>
      </View>
      {open && (
        <>
          <View className='gr-dropdown__mask' onClick={() => setOpen(false)} />
          {/* above the mask: a click on the item must reach it, not the mask that closes the menu */}
          <View className='gr-user__menu' role='menu'>
            {ACCOUNT_ROUTES.map((route) => (
              <View
                key={route}
                className='gr-user__item'
                {...pressable(() => {
                  setOpen(false)
                  onNavigate(route)
                })}
                role='menuitem'
                data-testid={`user-menu-${route}`}
              >
                {t(`menu.${route}`)}
              </View>
            ))}
            <View className='gr-user__item' {...pressable(onLogout)} role='menuitem' data-testid='logout'>
              {t('header.logout')}
            </View>
          </View>
        </>
      )}
    </View>
  )
}
