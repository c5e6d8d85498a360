import { Text, View } from '@tarojs/components'
import { LANGUAGE_NAMES, type Lang } from '../../domain/constants'
import { logout } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { useLanguageStore } from '../../store/language'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { Segmented } from '../widgets/Segmented'
import { UnlinkWechat } from './UnlinkWechat'

/** /my's links (report, rules), the language switch and logout. */
export interface MySettingsProps {
  /** SPEC §6: free-version users have no language select */
  showLanguage: boolean
  /** SPEC §6: a mini-program session shows no logout */
  showLogout: boolean
  /** a mini-program session unlinks WeChat instead (the server ends the session) @default false */
  showUnlinkWechat?: boolean
}

export function MySettings({ showLanguage, showLogout, showUnlinkWechat = false }: MySettingsProps) {
  const { t, lang } = useT()
  const setLanguage = useLanguageStore((s) => s.setLanguage)
  return (
    <View className='gr-card gr-my__section' data-testid='my-settings'>
      <View className='gr-list-row gr-list-row--link' {...pressable(() => void navigate('report'), 'link')} data-testid='my-report'>
        <Text>{t('my.reportLink')}</Text>
        <Text className='gr-list-row__v'>›</Text>
      </View>
      <View className='gr-list-row gr-list-row--link' {...pressable(() => void navigate('activityRules'), 'link')} data-testid='my-rules'>
        <Text>{t('my.rulesLink')}</Text>
        <Text className='gr-list-row__v'>›</Text>
      </View>
      {showLanguage && (
        <View className='gr-list-row'>
          <Text>{t('my.language')}</Text>
          <Segmented<Lang> value={lang} options={LANGUAGE_NAMES} onChange={setLanguage} testId='my-language' />
        </View>
      )}
      {showUnlinkWechat && <UnlinkWechat />}
      {showLogout && (
        <View className='gr-button gr-button--block gr-my__logout' {...pressable(() => void logout())} data-testid='my-logout'>
          {t('my.logout')}
        </View>
      )}
    </View>
  )
}
