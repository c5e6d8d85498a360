// Phone alerts: which followed concepts alert, and the alerts sent. Types in types/account.ts.
import type { AlertRule, AlertRulePut, PhoneAlert, WechatSubscription } from '../../types'
import { apiRequest } from './client'

/** PUT /api/phone/alert — a concept follow alerts from this year-on-year growth %. */
export function setAlertRule(body: AlertRulePut): Promise<AlertRule> {
  return apiRequest<AlertRule>({ method: 'PUT', path: '/api/phone/alert', body })
}

/** DELETE /api/phone/alert?follow_id= — the follow stops alerting. */
export function stopAlertRule(followId: number): Promise<AlertRule> {
  return apiRequest<AlertRule>({ method: 'DELETE', path: '/api/phone/alert', query: { follow_id: followId } })
}

/** GET /api/phone/alerts — the alerts sent to the caller, newest first. */
export function getAlerts(): Promise<PhoneAlert[]> {
  return apiRequest<PhoneAlert[]>({ method: 'GET', path: '/api/phone/alerts' })
}

/** GET /api/wechat/subscription — the template alerts go out on in WeChat, and the messages accepted. */
export function getWechatSubscription(): Promise<WechatSubscription> {
  return apiRequest<WechatSubscription>({ method: 'GET', path: '/api/wechat/subscription' })
}

/** POST /api/wechat/subscription — the user accepted one more message (in the mini-program). */
export function acceptWechatSubscription(): Promise<WechatSubscription> {
  return apiRequest<WechatSubscription>({ method: 'POST', path: '/api/wechat/subscription', body: { accepted: true } })
}
