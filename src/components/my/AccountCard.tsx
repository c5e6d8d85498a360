import { Text, View } from '@tarojs/components'
import type { LoginInfo } from '../../../types'
import { accountVersion, serviceDaysLeft } from '../../domain/account-period'
import { avatarLetterOf, maskPhone, maskUserName } from '../../domain/mask'
import { useT } from '../hooks/use-t'

/** The account on /my: masked name and phone (masks, docs/rules.md), version and service period. */
export interface AccountCardProps {
  user: LoginInfo
  /** @default now */
  now?: Date
}

export function AccountCard({ user, now }: AccountCardProps) {
  const { t } = useT()
  const days = serviceDaysLeft(user.deadline, now)
  const version = accountVersion(user)
  const period = days === null ? t('my.noDeadline') : days < 0 ? t('my.expired') : t('my.daysLeft', { days })
  return (
    <View className='gr-card gr-my__account' data-testid='my-account'>
      <View className='gr-my__who'>
        <Text className='gr-my__avatar' aria-hidden>
          {avatarLetterOf(user)}
        </Text>
        <View className='gr-my__names'>
          <Text className='gr-my__nick'>{user.nick || maskUserName(user.username)}</Text>
          <Text className='gr-note' data-testid='my-username'>
            {maskUserName(user.username)}
          </Text>
        </View>
        <Text className={`gr-my__version gr-my__version--${version}`}>
          {t(`my.version${version === 'full' ? 'Full' : version === 'free' ? 'Free' : 'Partner'}`)}
        </Text>
      </View>
      {user.phone && (
        <View className='gr-list-row'>
          <Text>{t('my.phone')}</Text>
          <Text className='gr-list-row__v'>{maskPhone(user.phone)}</Text>
        </View>
      )}
      <View className='gr-list-row' data-testid='my-deadline'>
        <Text>{t('my.deadline')}</Text>
        <Text className={`gr-list-row__v${days !== null && days < 0 ? ' gr-my__expired' : ''}`}>
          {user.deadline ? `${user.deadline.slice(0, 10)} · ${period}` : period}
        </Text>
      </View>
    </View>
  )
}
