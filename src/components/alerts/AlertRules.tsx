import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { FollowItem } from '../../../types'
import { setAlertRule, stopAlertRule } from '../../api/alerts'
import { getFollows } from '../../api/follow'
import { asApiError, useApi } from '../../data/use-api'
import { ALERT_DEFAULT_YOY_PCT, ALERT_MAX_YOY_PCT, ALERT_MIN_YOY_PCT } from '../../domain/alerts'
import { navigate } from '../../platform/navigation'
import { followPlatformLabel } from '../attention/attention-rows'
import { FOLLOWS_KEY } from '../follow/follow-cache'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { AlertStatus } from './AlertStatus'
import { subscribeOnTap, useWechatSubscription } from './WechatChannel'

/** A threshold as typed, or null when it is not a whole number in the allowed range. */
function thresholdOf(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null
  const n = Number(text.trim())
  return n >= ALERT_MIN_YOY_PCT && n <= ALERT_MAX_YOY_PCT ? n : null
}

/** The followed concepts of /setUp: each alerts or not, from a year-on-year growth %. */
export function AlertRules() {
  const { t } = useT()
  // the list /myAttention shows (same key): a follow made elsewhere appears here too
  const follows = useApi<FollowItem[]>([FOLLOWS_KEY, 'concept'], () => getFollows({ type: 'concept' }))
  const rows = follows.data ?? []
  const subscription = useWechatSubscription()
  const subscribe = () => subscribeOnTap(subscription.data, subscription.refresh)

  let body
  if (follows.error && !follows.data) {
    body = <AlertStatus kind='error' text={t('alerts.rulesError')} error={follows.error} onRetry={follows.retry} testId='rules-error' />
  } else if (!follows.data) body = <AlertStatus kind='loading' text={t('alerts.rulesLoading')} testId='rules-loading' />
  else if (rows.length === 0) {
    body = (
      <View className='gr-alerts__state' data-testid='rules-empty'>
        <Text className='gr-muted'>{t('alerts.rulesEmpty')}</Text>
        <View className='gr-button gr-button--primary' {...pressable(() => void navigate('concept'), 'link')}>
          {t('alerts.rulesEmptyAction')}
        </View>
      </View>
    )
  } else {
    const stored = (next: FollowItem) => follows.data && follows.mutate(follows.data.map((f) => (f.id === next.id ? next : f)))
    body = (
      <View className='gr-alerts__list' role='list'>
        {rows.map((f) => (
          <AlertRuleRow key={f.id} follow={f} onStored={stored} onTurnOn={subscribe} />
        ))}
      </View>
    )
  }
  return (
    <View className='gr-alerts__section' data-testid='alert-rules'>
      <Text className='gr-alerts__title'>{t('alerts.rulesTitle')}</Text>
      <Text className='gr-alerts__hint'>{t('alerts.rulesHint')}</Text>
      {body}
    </View>
  )
}

interface AlertRuleRowProps {
  follow: FollowItem
  /** the tap that turns the alert on or changes its threshold (WeChat's subscription is asked in it) */
  onTurnOn(): void
  /** the follow as stored after a change */
  onStored(follow: FollowItem): void
}

function AlertRuleRow({ follow, onTurnOn, onStored }: AlertRuleRowProps) {
  const { t, lang } = useT()
  const on = follow.alert_yoy_pct !== null
  const [text, setText] = useState(String(follow.alert_yoy_pct ?? ALERT_DEFAULT_YOY_PCT))
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'error' | 'info'; text: string } | null>(null)

  const store = async (pct: number | null) => {
    if (busy) return
    setBusy(true)
    setMessage(null)
    try {
      const rule = pct === null ? await stopAlertRule(follow.id) : await setAlertRule({ follow_id: follow.id, yoy_pct: pct })
      onStored({ ...follow, alert_yoy_pct: rule.yoy_pct })
      setMessage({
        kind: 'info',
        text: rule.yoy_pct === null ? t('alerts.stopped', { word: follow.word }) : t('alerts.saved', { pct: rule.yoy_pct }),
      })
    } catch (error) {
      setMessage({ kind: 'error', text: asApiError(error).message })
    } finally {
      setBusy(false)
    }
  }
  const save = () => {
    const pct = thresholdOf(text)
    if (pct === null)
      return setMessage({ kind: 'error', text: t('alerts.thresholdInvalid', { min: ALERT_MIN_YOY_PCT, max: ALERT_MAX_YOY_PCT }) })
    onTurnOn()
    void store(pct)
  }

  const category = lang === 'en' ? follow.category_name_en || follow.category_name : follow.category_name
  return (
    <View className='gr-alerts__row' role='listitem' data-testid='rule-row'>
      <View className='gr-alerts__concept'>
        <Text className='gr-alerts__word'>{follow.word}</Text>
        <Text className='gr-alerts__where'>{`${followPlatformLabel(follow.platform, t)} · ${category}`}</Text>
      </View>
      <View className='gr-alerts__controls'>
        <View
          {...pressable(() => (on ? void store(null) : save()), 'button')}
          aria-pressed={on}
          aria-label={t('alerts.alertFor', { word: follow.word })}
          className={`gr-button gr-alerts__switch${on ? ' gr-alerts__switch--on' : ''}${busy ? ' gr-button--disabled' : ''}`}
          data-testid='rule-switch'
        >
          {on ? t('alerts.on') : t('alerts.off')}
        </View>
        <Text className='gr-alerts__label'>{t('alerts.threshold')}</Text>
        <Input
          className='gr-input gr-alerts__pct'
          type='number'
          maxlength={4}
          value={text}
          aria-label={t('alerts.thresholdLabel', { word: follow.word })}
          data-testid='rule-pct'
          onInput={(e) => setText(String(e.detail.value))}
          onConfirm={save}
        />
        <Text className='gr-alerts__label'>%</Text>
        {on && (
          <View {...pressable(save)} className={`gr-button${busy ? ' gr-button--disabled' : ''}`} data-testid='rule-save'>
            {t('alerts.save')}
          </View>
        )}
      </View>
      {message && (
        <View
          className={`gr-alerts__message gr-alerts__message--${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid='rule-message'
        >
          {message.text}
        </View>
      )}
    </View>
  )
}
