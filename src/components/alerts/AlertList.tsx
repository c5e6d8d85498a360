import { Text, View } from '@tarojs/components'
import type { FollowPlat, PhoneAlert } from '../../../types'
import { getAlerts } from '../../api/alerts'
import { useApi } from '../../data/use-api'
import { formatDateTime, formatMonth, formatPercent } from '../../domain/format'
import { navigate } from '../../platform/navigation'
import { followPlatformLabel } from '../attention/attention-rows'
import { useT, type Translate } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { AlertStatus } from './AlertStatus'
import './alerts.scss'

/** swr key of GET /api/phone/alerts */
export const ALERTS_KEY = 'phone-alerts'

/** The alerts sent to the user, newest first; for /my and /setUp. */
export interface AlertListProps {
  /**
   * show the link to /setUp (where concepts are chosen)
   * @default true
   */
  settingsLink?: boolean
}

export function AlertList({ settingsLink = true }: AlertListProps) {
  const { t } = useT()
  const alerts = useApi<PhoneAlert[]>([ALERTS_KEY], getAlerts)
  let body
  if (alerts.error && !alerts.data) {
    body = <AlertStatus kind='error' text={t('alerts.listError')} error={alerts.error} onRetry={alerts.retry} testId='alerts-error' />
  } else if (!alerts.data) body = <AlertStatus kind='loading' text={t('alerts.listLoading')} testId='alerts-loading' />
  else if (alerts.data.length === 0) body = <AlertStatus kind='empty' text={t('alerts.listEmpty')} testId='alerts-empty' />
  else body = <AlertRows alerts={alerts.data} />
  return (
    <View className='gr-alerts__section' data-testid='alert-list'>
      <View className='gr-alerts__head'>
        <Text className='gr-alerts__title'>{t('alerts.listTitle')}</Text>
        {settingsLink && (
          <View className='gr-link' {...pressable(() => void navigate('setUp'), 'link')} data-testid='alerts-settings-link'>
            {t('alerts.openSettings')}
          </View>
        )}
      </View>
      {body}
    </View>
  )
}

// a new concept or a breakout crossed every threshold: the line says which, not only a %
/** Where an alert went: the masked phone, WeChat, or both. */
function alertChannels(a: PhoneAlert, t: Translate): string {
  const channels = a.channels ?? ['sms']
  return [channels.includes('sms') && a.phone, channels.includes('wechat') && t('alerts.wechatChannel')].filter(Boolean).join(' · ')
}

const ALERT_ITEM = { growth: 'alerts.listItem', new: 'alerts.listItemNew', breakout: 'alerts.listItemBreakout' } as const

function AlertRows({ alerts }: { alerts: PhoneAlert[] }) {
  const { t, lang } = useT()
  return (
    <View className='gr-alerts__list' role='list'>
      {alerts.map((a) => (
        <View key={a.id} className='gr-alerts__item' role='listitem' data-testid='alert-item'>
          <Text className='gr-alerts__item-title'>
            {t(ALERT_ITEM[a.kind ?? 'growth'], { word: a.word, yoy: formatPercent(a.yoy_pct), month: formatMonth(a.month, lang) })}
          </Text>
          <Text className='gr-muted gr-alerts__item-meta'>
            {t('alerts.listMeta', {
              threshold: a.threshold_pct,
              platform: followPlatformLabel(a.plat as FollowPlat, t),
              phone: alertChannels(a, t),
              time: formatDateTime(a.sent_at),
            })}
          </Text>
        </View>
      ))}
    </View>
  )
}
