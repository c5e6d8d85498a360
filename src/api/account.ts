// SMS verification and phone settings (the sms/* and phone/setting calls of docs/api.md). Types in types/account.ts.
import type {
  PhoneSettingPut,
  PhoneSettings,
  SmsLoginSendRequest,
  SmsLoginVerifyRequest,
  SmsSent,
  SmsSettingSendRequest,
  SmsSettingVerifyRequest,
  SmsVerified,
} from '../../types'
import { apiRequest } from './client'

/** POST /api/sms/send/login — a code to one of the caller's phones (fails with 429 and data.retry_after_s inside 60 s). */
export function sendLoginSms(body: SmsLoginSendRequest): Promise<SmsSent> {
  return apiRequest<SmsSent>({ method: 'POST', path: '/api/sms/send/login', body })
}

/** POST /api/sms/send/setting — a code to a new number (`phone`) or one of the caller's (`phone_id`). */
export function sendSettingSms(body: SmsSettingSendRequest): Promise<SmsSent> {
  return apiRequest<SmsSent>({ method: 'POST', path: '/api/sms/send/setting', body })
}

/** POST /api/sms/verify/login — clears the -499 state; the page reloads after it (the -499 phone journey, docs/rules.md). */
export function verifyLoginSms(body: SmsLoginVerifyRequest): Promise<SmsVerified> {
  return apiRequest<SmsVerified>({ method: 'POST', path: '/api/sms/verify/login', body })
}

/** POST /api/sms/verify/setting — lets PUT /api/phone/setting save the number for 10 minutes. */
export function verifySettingSms(body: SmsSettingVerifyRequest): Promise<SmsVerified> {
  return apiRequest<SmsVerified>({ method: 'POST', path: '/api/sms/verify/setting', body })
}

/** GET /api/phone/setting — the caller's phones, masked. */
export function getPhones(): Promise<PhoneSettings> {
  return apiRequest<PhoneSettings>({ method: 'GET', path: '/api/phone/setting' })
}

/** PUT /api/phone/setting — add a verified number, or replace the number of phone_id. */
export function savePhone(body: PhoneSettingPut): Promise<PhoneSettings> {
  return apiRequest<PhoneSettings>({ method: 'PUT', path: '/api/phone/setting', body })
}

/** DELETE /api/phone/setting?phone_id= — the last phone cannot be deleted. */
export function deletePhone(phoneId: number): Promise<PhoneSettings> {
  return apiRequest<PhoneSettings>({ method: 'DELETE', path: '/api/phone/setting', query: { phone_id: phoneId } })
}
