import { Text, View } from '@tarojs/components'
import { LANGUAGE_NAMES, type Lang } from '../../domain/constants'
import { logout } from '../../platform/login'
import type { RouteName } from '../../domain/routes'
import { navigate } from '../../platform/navigation'
import { useLanguageStore } from '../../store/language'
import { copyWithToast } from '../hooks/copy-with-toast'
import { useT } from '../hooks/use-t'
import { SUPPORT_MAIL } from '../rules/support-mail'
import { pressable } from '../widgets/pressable'
import { Segmented } from '../widgets/Segmented'
import { CloseAccount } from './CloseAccount'
import { UnlinkWechat } from './UnlinkWechat'

/** /my's links (report, rules, the terms and the privacy policy, the support address), closing the account, the language switch and logout. */
export interface MySettingsProps {
  /** the free version offers no language choice */
  showLanguage: boolean
  /** a mini-program session has no logout */
  showLogout: boolean
  /** a mini-program session unlinks WeChat instead (the server ends the session) @default false */
  showUnlinkWechat?: boolean
}

export function MySettings({ showLanguage, showLogout, showUnlinkWechat = false }: MySettingsProps) {
  const { t, lang } = useT()
  const setLanguage = useLanguageStore((s) => s.setLanguage)
  return (
    <View className='gr-card gr-my__section' data-testid='my-settings'>
      <LinkRow label={t('my.reportLink')} to='report' testId='my-report' />
      <MyLinks />
      <View
        className='gr-list-row gr-list-row--link'
        {...pressable(() => void copyWithToast(SUPPORT_MAIL, t('rules.copied', { mail: SUPPORT_MAIL }), t))}
        data-testid='my-contact'
      >
        {/* the address on a line of its own: beside the label a phone would cut it short */}
        <View className='gr-my__contact'>
          <Text>{t('my.contact')}</Text>
          <Text className='gr-my__contact-mail'>{SUPPORT_MAIL}</Text>
        </View>
        <Text className='gr-list-row__v'>{t('rules.contactMail')}</Text>
      </View>
      {showLanguage && (
        <View className='gr-list-row'>
          <Text>{t('my.language')}</Text>
          <Segmented<Lang> value={lang} options={LANGUAGE_NAMES} onChange={setLanguage} testId='my-language' />
        </View>
      )}
      <CloseAccount />
      {showUnlinkWechat && <UnlinkWechat />}
      {showLogout && (
        <View className='gr-button gr-button--block gr-my__logout' {...pressable(() => void logout())} data-testid='my-logout'>
          {t('my.logout')}
        </View>
      )}
    </View>
  )
}

/**
 * The rules and help, and the user's rights one tap away signed in or not: the terms and the privacy
 * policy (whom to write to follows them on the signed-in /my).
 */
export function MyLinks() {
  const { t } = useT()
  return (
    <>
      <LinkRow label={t('my.rulesLink')} to='activityRules' testId='my-rules' />
      <LinkRow label={t('my.agreementLink')} to='userAgreement' testId='my-agreement' />
      <LinkRow label={t('my.privacyLink')} to='privacyPolicy' testId='my-privacy' />
    </>
  )
}

/** A row of /my that opens another page. */
function LinkRow({ label, to, testId }: { label: string; to: RouteName; testId: string }) {
  return (
    <View className='gr-list-row gr-list-row--link' {...pressable(() => void navigate(to), 'link')} data-testid={testId}>
      <Text>{label}</Text>
      <Text className='gr-list-row__v'>›</Text>
    </View>
  )
}
