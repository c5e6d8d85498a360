// The login page's phone-code login answers alike for a number an account has and for one no
// account has: the send, the resend window, every wrong code with its count of attempts left and the
// lock, so that trying numbers does not tell which ones have accounts.
import { api } from './helpers'

const KNOWN = '13400005555' // mini@growthradar.demo's; no other test reads its codes
const unknown = () => `1590000${2000 + Math.floor(Math.random() * 7999)}`

/** status, error_code, error_msg and data of each step, the masked number put aside */
async function walk(phone: string) {
  const steps = [
    () => api('/sso/sms/send', { body: { phone } }),
    () => api('/sso/sms/send', { body: { phone } }),
    ...Array.from({ length: 6 }, () => () => api('/sso/sms/login', { body: { phone, code: '000000' } })),
  ]
  const answers: unknown[] = []
  for (const step of steps) {
    const { status, json } = await step()
    const data = json.data && typeof json.data === 'object' ? { ...json.data, phone: undefined } : json.data
    answers.push({ status, error_code: json.error_code, error_msg: json.error_msg, data })
  }
  return answers
}

test('a number of an account and a number of none get the same answers: send, resend, wrong codes, lock', async () => {
  const known = await walk(KNOWN)
  const stranger = await walk(unknown())
  expect(stranger).toEqual(known)
  expect(known.map((a) => (a as { error_msg: string }).error_msg)).toEqual([
    '',
    expect.stringMatching(/^Please wait (59|60) s/),
    'Wrong code; 4 attempts left.',
    'Wrong code; 3 attempts left.',
    'Wrong code; 2 attempts left.',
    'Wrong code; 1 attempt left.',
    'Too many wrong codes; request a new one.',
    'Too many wrong codes; request a new one.',
  ])
})

test('before any send both are told to request a code first', async () => {
  const first = (phone: string) => api('/sso/sms/login', { body: { phone, code: '000000' } }).then((r) => [r.status, r.json])
  expect(await first('13200007777')).toEqual(await first(unknown()))
})
