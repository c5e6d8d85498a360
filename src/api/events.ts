import Taro from '@tarojs/taro'

/** Events the client emits for codes that need the shell's attention (error codes, docs/rules.md). */
export const API_EVENTS = {
  /** -401: not logged in; payload: the ApiError */
  loginRequired: 'api:loginRequired',
  /** -499: SMS verification required; the shell opens the phone dialog */
  smsRequired: 'api:smsRequired',
  /** -424: the account is disabled; the shell shows error_msg.msg once, then logs out once */
  accountDisabled: 'api:accountDisabled',
} as const

export type ApiEventName = (typeof API_EVENTS)[keyof typeof API_EVENTS]

export function emitApiEvent(name: ApiEventName, payload: unknown): void {
  Taro.eventCenter.trigger(name, payload)
}

/** Subscribe; returns an unsubscribe function. */
export function onApiEvent(name: ApiEventName, listener: (payload: unknown) => void): () => void {
  Taro.eventCenter.on(name, listener)
  return () => Taro.eventCenter.off(name, listener)
}
