import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useT } from '../hooks/use-t'

/** The login link, or the user's masked name with a logout dropdown. */
export interface UserMenuProps {
  /** masked user name (SPEC §9), or null when logged out */
  userName: string | null
  onLogin(): void
  onLogout(): void
}

// A long address masks into a long run of '*' that crowds the header; a few stand for all of them.
const MAX_SHOWN_STARS = 6

export function UserMenu({ userName, onLogin, onLogout }: UserMenuProps) {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  if (userName === null) {
    return (
      <View className='gr-user gr-user--login' onClick={onLogin} data-testid='login-link'>
        {t('header.login')}
      </View>
    )
  }
  return (
    <View className='gr-user' data-testid='user-menu'>
      <View className='gr-user__name' onClick={() => setOpen(!open)}>
        <Text className='gr-user__avatar'>{userName.slice(-1).toUpperCase()}</Text>
        <Text>{userName?.replace(/^\*+/, (stars) => stars.slice(0, MAX_SHOWN_STARS))}</Text>
        <Text className='gr-user__caret'>▾</Text>
      </View>
      {open && (
        <>
          <View className='gr-dropdown__mask' onClick={() => setOpen(false)} />
          <View className='gr-user__menu'>
            <View className='gr-user__item' onClick={onLogout} data-testid='logout'>
              {t('header.logout')}
            </View>
          </View>
        </>
      )}
    </View>
  )
}
