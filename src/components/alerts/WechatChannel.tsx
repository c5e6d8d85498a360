import { Text, View } from '@tarojs/components'
import type { WechatSubscription } from '../../../types'
import { acceptWechatSubscription, getWechatSubscription } from '../../api/alerts'
import { useApi } from '../../data/use-api'
import { isMiniProgram } from '../../platform/env'
import { askAlertSubscription } from '../../platform/subscribe'
import { useT } from '../hooks/use-t'

/** swr key of GET /api/wechat/subscription */
export const WECHAT_SUBSCRIPTION_KEY = 'wechat-subscription'

export function useWechatSubscription() {
  return useApi<WechatSubscription>([WECHAT_SUBSCRIPTION_KEY], () => getWechatSubscription())
}

/**
 * Inside the tap that turns an alert on: in the mini-program, WeChat asks the user to accept one
 * alert as a WeChat message (requestSubscribeMessage must be called from the tap itself), and an
 * acceptance is told to the server. Anywhere else, or with WeChat messages off, nothing happens.
 */
export function subscribeOnTap(subscription: WechatSubscription | undefined, refresh: () => unknown): void {
  const template = subscription?.template_id
  if (!isMiniProgram || !template || !subscription.linked) return
  void askAlertSubscription(template).then(async (accepted) => {
    if (!accepted) return
    await acceptWechatSubscription().catch(() => undefined)
    await refresh()
  })
}

/** The alert channels of /setUp: SMS to the phones above, and WeChat's service notices when on. */
export function WechatChannel() {
  const { t } = useT()
  const subscription = useWechatSubscription()
  const s = subscription.data
  // not asked (signed out, the call failed): the channel says nothing rather than "checking" for ever
  if (!s && subscription.error) return null
  let text: string
  if (!s) text = t('alerts.wechatChecking')
  else if (!s.template_id) text = t('alerts.wechatOff')
  else if (!isMiniProgram) text = t('alerts.wechatInMini')
  else if (!s.linked) text = t('alerts.wechatNotLinked')
  else if (s.credits > 0) text = t('alerts.wechatOn', { n: s.credits })
  else text = t('alerts.wechatAsk')
  return (
    <View className='gr-alerts__section' data-testid='wechat-channel'>
      <Text className='gr-alerts__title'>{t('alerts.wechatChannel')}</Text>
      <Text className='gr-alerts__hint' data-testid='wechat-channel-state'>
        {text}
      </Text>
    </View>
  )
}
