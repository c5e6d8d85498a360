// GET/PUT/DELETE /api/phone/setting: phones listed masked; a number is saved only after
// /api/sms/verify/setting succeeded for it (once) and the session proved a number on file
// (see the -499 phone journey in docs/rules.md); replacing the first phone changes the phone of /api/user; the last phone cannot be deleted.
import type { LoginInfo, PhoneOption, SmsVerified } from '../../types'
import { api, expectEnvelope, tokenFor } from './helpers'
import { latestCode, otherCode } from './sms-helpers'

// The phone-editing walk runs on partner@acme.demo; user.test.ts checks that account's phone by shape only.
const PATH = '/api/phone/setting'

/** A setting code to `phone` (named by phoneId when it is on file), one wrong entry, then the right one. */
async function verifyNumber(token: string, phone: string, phoneId?: number): Promise<void> {
  const target = phoneId === undefined ? { phone } : { phone_id: phoneId }
  const sent = await api('/api/sms/send/setting', { token, body: target })
  expect(sent.json.status).toBe('ok')
  const code = await latestCode(phone)
  const wrong = await api('/api/sms/verify/setting', { token, body: { ...target, code: otherCode(code) } })
  expect(wrong.json.error_code).toBe(-400)
  const ok = await api<SmsVerified>('/api/sms/verify/setting', { token, body: { ...target, code } })
  expect(ok.json.data).toEqual({ phone: `${phone.slice(0, 3)}****${phone.slice(7)}`, verified: true, save_within_s: 600 })
}

test.each([
  ['GET', ''],
  ['PUT', ''],
  ['DELETE', '?phone_id=1'],
])('%s without a session: -401', async (method, query) => {
  const { json } = await api(PATH + query, { method, body: method === 'PUT' ? { phone: '13911112222' } : undefined })
  expectEnvelope(json)
  expect(json.error_code).toBe(-401)
})

test("GET lists the caller's phones, masked", async () => {
  const { json } = await api<PhoneOption[]>(PATH, { token: await tokenFor('analyst@growthradar.demo') })
  expect(json).toEqual({ status: 'ok', error_code: 0, error_msg: '', data: [{ phone_id: expect.any(Number), phone: '138****5678' }] })
})

test.each([
  ['PUT', '', { phone: '1391111222' }, /body.phone: not a Chinese mobile number/],
  ['PUT', '', { phone: '13911112222', phone_id: 'x' }, /phone_id/],
  ['PUT', '', {}, /phone/],
  ['PUT', '', { phone: '13911119999' }, /verify this number by SMS first/],
  ['DELETE', '?phone_id=abc', undefined, /phone_id/],
  ['DELETE', '', undefined, /phone_id/],
  ['DELETE', '?phone_id=999999', undefined, /phone_id: 999999 is not one of your phones/],
] as const)('%s %s %j: -400 naming the problem', async (method, query, body, message) => {
  const { json } = await api(PATH + query, { method, body, token: await tokenFor('free@growthradar.demo') })
  expect(json.error_code).toBe(-400)
  expect(String(json.error_msg)).toMatch(message)
})

test('verify a new number, add it, replace the first phone, delete one, keep the last', async () => {
  const token = await tokenFor('partner@acme.demo')
  const [first] = (await api<PhoneOption[]>(PATH, { token })).json.data
  expect(first.phone).toBe('136****3333')

  // the number on file first (typed, not by phone_id: its verified code also serves the duplicate check below)
  await verifyNumber(token, '13600003333')
  await verifyNumber(token, '13911112222')
  const added = await api<PhoneOption[]>(PATH, { method: 'PUT', token, body: { phone: '139 1111 2222' } })
  expect(added.json.data).toEqual([first, { phone_id: expect.any(Number), phone: '139****2222' }])
  const second = added.json.data[1]
  // the verification is spent: the same number cannot be saved again without a new code
  const again = await api(PATH, { method: 'PUT', token, body: { phone: '13911112222' } })
  expect(String(again.json.error_msg)).toMatch(/verify this number by SMS first/)

  // an already-listed number is refused even when verified (verified above; the 60 s window forbids another code)
  const dup = await api(PATH, { method: 'PUT', token, body: { phone: '13600003333', phone_id: second.phone_id } })
  expect(String(dup.json.error_msg)).toMatch(/already one of your phones/)

  await verifyNumber(token, '13911113333')
  const replaced = await api<PhoneOption[]>(PATH, { method: 'PUT', token, body: { phone: '13911113333', phone_id: first.phone_id } })
  expect(replaced.json.data).toEqual([{ phone_id: first.phone_id, phone: '139****3333' }, second])
  // the first phone is the account's phone of the login info
  expect((await api<LoginInfo>('/api/user', { token })).json.data.phone).toBe('139****3333')

  // read back through another session: committed, not just cached
  const other = await tokenFor('partner@acme.demo')
  expect((await api<PhoneOption[]>(PATH, { token: other })).json.data).toEqual(replaced.json.data)

  const deleted = await api<PhoneOption[]>(`${PATH}?phone_id=${second.phone_id}`, { method: 'DELETE', token })
  expect(deleted.json.data).toEqual([{ phone_id: first.phone_id, phone: '139****3333' }])
  const last = await api(`${PATH}?phone_id=${first.phone_id}`, { method: 'DELETE', token })
  expect(last.json.error_code).toBe(-400)
  expect(String(last.json.error_msg)).toMatch(/last phone cannot be deleted/)
  for (const r of [added, replaced, deleted]) expect(JSON.stringify(r.json)).not.toMatch(/1391111\d{4}|13600003333/)
})

test('a new number needs a code to a number on file too, not only to itself; per session', async () => {
  const token = await tokenFor('free@growthradar.demo')
  const en = { 'accept-language': 'en' }
  const [onFile] = (await api<PhoneOption[]>(PATH, { token })).json.data
  expect(onFile.phone).toBe('137****2222')
  // someone holding only the password verifies a number they control …
  await verifyNumber(token, '15600002299')
  // … and is refused, adding or replacing: the number on file must confirm it (in the request's language)
  const add = await api(PATH, { method: 'PUT', token, body: { phone: '15600002299' }, headers: en })
  expect(add.json.error_code).toBe(-400)
  expect(String(add.json.error_msg)).toMatch(/^Confirm this change with a code sent to a number already on file/)
  const replace = await api(PATH, {
    method: 'PUT',
    token,
    body: { phone: '15600002299', phone_id: onFile.phone_id },
    headers: { 'accept-language': 'zh-CN' },
  })
  expect(replace.json.error_code).toBe(-400)
  expect(String(replace.json.error_msg)).toMatch(/已绑定的手机号/)
  expect((await api<PhoneOption[]>(PATH, { token })).json.data).toEqual([onFile])

  // the owner's confirmation opens nothing to another session holding only the password
  const other = await tokenFor('free@growthradar.demo')
  await verifyNumber(token, '13700002222', onFile.phone_id)
  await verifyNumber(other, '15600002298')
  expect((await api(PATH, { method: 'PUT', token: other, body: { phone: '15600002298' } })).json.error_code).toBe(-400)

  // the refusal above did not spend the new number's verification: confirmed, it is saved
  const saved = await api<PhoneOption[]>(PATH, { method: 'PUT', token, body: { phone: '15600002299' } })
  expect(saved.json.data).toEqual([onFile, { phone_id: expect.any(Number), phone: '156****2299' }])
  // put back as it was
  expect((await api(`${PATH}?phone_id=${saved.json.data[1].phone_id}`, { method: 'DELETE', token })).json.data).toEqual([onFile])
})
