// SMS verification and phone settings (/api/sms/*, /api/phone/setting; the -499 phone journey, docs/rules.md).
import type { PhoneOption } from './user'

/** POST /api/sms/send/login, /api/sms/verify/login: one of the caller's phones (GET /api/phone/setting). */
export interface SmsLoginSendRequest {
  phone_id: number
}
export interface SmsLoginVerifyRequest extends SmsLoginSendRequest {
  /** the 6-digit code */
  code: string
}

/**
 * POST /api/sms/send/setting and /api/sms/verify/setting: a new number (`phone`, 11 digits) before
 * PUT /api/phone/setting saves it, or one of the caller's phones by `phone_id`. Exactly one of the two.
 */
export interface SmsSettingSendRequest {
  phone_id?: number
  phone?: string
}
export interface SmsSettingVerifyRequest extends SmsSettingSendRequest {
  code: string
}

/** Answer of the send calls. A send inside the 60 s window fails with error_code 429 and data { retry_after_s }. */
export interface SmsSent {
  /** masked */
  phone: string
  /** seconds until another code may be requested for this number (60) */
  resend_after_s: number
  /** seconds the code stays valid (300) */
  expires_in_s: number
}

export interface SmsWait {
  retry_after_s: number
}

/** Answer of the verify calls. */
export interface SmsVerified {
  /** masked */
  phone: string
  verified: true
  /** verify/setting: seconds within which PUT /api/phone/setting may save this number; 0 for login */
  save_within_s: number
}

/** PUT /api/phone/setting: add `phone`, or replace the number of `phone_id`, after verify/setting succeeded. */
export interface PhoneSettingPut {
  phone: string
  phone_id?: number
}

/** DELETE /api/phone/setting?phone_id= */
export interface PhoneSettingDelete {
  phone_id: number
}

/** GET/PUT/DELETE /api/phone/setting answer the caller's phones, masked. */
export type PhoneSettings = PhoneOption[]

/** POST /sso/wx/login: a linked WeChat user gets a session; an unlinked one a ticket for its first password or phone-code login. */
export type WechatLoginAnswer = { linked: true; token: string } | { linked: false; wx_ticket: string; expires_in_s: number }

/** POST /sso/token, /sso/sms/login; wechat_linked only when a wx_ticket was sent (false: it had expired or was spent). */
export interface TokenLogin {
  token: string
  wechat_linked?: boolean
  /** /sso/sms/login only: the number had no account and a free-version account was opened with it */
  created?: true
}

/** POST /sso/sms/login */
export interface PhoneCodeLoginRequest {
  phone: string
  code: string
  wx_ticket?: string
  /** the user agreed to the user agreement and the privacy policy: a number of no account opens a free account */
  agree?: boolean
}

/** PUT /api/phone/alert: a concept follow alerts from this year-on-year growth %. */
export interface AlertRulePut {
  /** id of a concept follow (GET /api/marked/list) */
  follow_id: number
  /** the threshold in whole % */
  yoy_pct: number
}

/** PUT and DELETE /api/phone/alert answer the rule as stored; yoy_pct null: the follow does not alert. */
export interface AlertRule {
  follow_id: number
  yoy_pct: number | null
}

/** One row of GET /api/phone/alerts: an alert SMS sent. */
export interface PhoneAlert {
  id: number
  word: string
  plat: string
  category_id: number
  /** the month of data whose growth crossed the threshold, YYYY-MM */
  month: string
  /** growth: the % crossed the threshold; new (no sales a year earlier) and breakout cross every threshold */
  kind: 'growth' | 'new' | 'breakout'
  /** year-on-year %; null for a new concept */
  yoy_pct: number | null
  threshold_pct: number
  /** masked; '' when it went out on WeChat alone */
  phone: string
  /** where it went out */
  channels: AlertChannel[]
  /** ISO date-time */
  sent_at: string
}

export type AlertChannel = 'sms' | 'wechat'

/** GET and POST /api/wechat/subscription: alerts as WeChat subscription messages. */
export interface WechatSubscription {
  /** the template the mini-program asks the user to accept; null: this server sends no WeChat messages */
  template_id: string | null
  /** messages the user accepted that are not sent yet (WeChat allows one per acceptance) */
  credits: number
  /** this session belongs to a WeChat user linked to the account (WeChat login): the one the messages reach */
  linked: boolean
}
