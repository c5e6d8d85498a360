// Store cases of the SMS windows and limits (accounts/sms-codes.ts, sms-limits.ts) with an injected
// clock: the resend window is per account, purpose and number; numbers not on the account are
// limited per hour; login-page codes are limited per number and for all numbers together, and spend
// no account's budget.
// Registered by pg-store-suite.ts, which passes its case registrar and helpers.
import { expect } from 'expect'
import { issueCode, type IssueInput } from '../accounts/sms-codes'
import { SMS_SIGNIN_SENDS_PER_HOUR } from '../accounts/sms-limits'
import type { CaseHelpers, StoreCtx } from './pg-store-suite'

/** ok, or the refusal's reason and seconds */
async function outcome(ctx: StoreCtx, input: IssueInput): Promise<string> {
  const r = await issueCode(ctx.db, input)
  return r.ok ? 'ok' : `${r.reason} ${r.retryAfterS}`
}

export function smsLimitCases({ storeCase, at, demo }: CaseHelpers): void {
  storeCase("SMS: the resend window is per account, purpose and number: one account's code holds back no other's", async (ctx) => {
    const t0 = new Date('2030-06-01T00:00:00Z')
    const victim = '13600003333' // partner@'s number
    const send = (name: string, purpose: IssueInput['purpose'], s: number) =>
      outcome(ctx, { accountId: demo(ctx, name), purpose, phone: victim, now: at(t0, s) })
    expect(await send('free', 'setting', 0)).toBe('ok')
    expect(await send('partner@acme.demo', 'login', 1)).toBe('ok')
    expect(await send('partner@acme.demo', 'setting', 2)).toBe('ok')
    expect(await send('partner@acme.demo', 'signin', 3)).toBe('ok')
    // each waits for its own code only
    expect(await send('free', 'setting', 30)).toBe('wait 30')
    expect(await send('partner@acme.demo', 'login', 31)).toBe('wait 30')
    expect(await send('free', 'setting', 60)).toBe('ok')
  })

  storeCase("SMS: numbers not on the account's list get 3 codes an hour each and 10 in all; its own numbers do not count", async (ctx) => {
    const t0 = new Date('2030-07-01T00:00:00Z')
    const accountId = demo(ctx, 'partner@acme.demo')
    const send = (phone: string, s: number) => outcome(ctx, { accountId, purpose: 'setting', phone, now: at(t0, s) })
    const stranger = '15900001000'
    expect([await send(stranger, 0), await send(stranger, 60), await send(stranger, 120)]).toEqual(['ok', 'ok', 'ok'])
    expect(await send(stranger, 180)).toBe('foreign 3420')
    expect(await send('13600003333', 190)).toBe('ok') // on file
    const others: string[] = []
    for (let i = 1; i <= 7; i++) others.push(await send(`1590000100${i}`, 700 + i))
    expect(others).toEqual(Array(7).fill('ok'))
    // ten codes to numbers not on file in the hour: the next waits until the first leaves it
    expect(await send('15900001008', 800)).toBe('foreign 2800')
    expect(await send('15900001008', 3600)).toBe('ok')
    expect(await send('13600003333', 3601)).toBe('ok')
  })

  storeCase("SMS: login-page codes spend no account's budget and go to one number at most 5 times an hour", async (ctx) => {
    const t0 = new Date('2030-08-01T00:00:00Z')
    const key = { accountId: demo(ctx, 'sms'), phone: '13300006666' }
    const answers: string[] = []
    // a stranger asks for a login-page code every minute; the owner verifies between them
    for (let i = 0; i < 6; i++) {
      answers.push(await outcome(ctx, { ...key, purpose: 'signin', now: at(t0, i * 60) }))
      answers.push(await outcome(ctx, { ...key, purpose: 'login', now: at(t0, i * 60 + 30) }))
    }
    expect(answers).toEqual([...Array(10).fill('ok'), 'number 3300', 'ok'])
  })

  storeCase(
    'SMS: login-page codes to all numbers together stop at the hourly cap, for a number with an account as for one without',
    async (ctx) => {
      const t0 = new Date('2030-09-01T00:00:00Z')
      // one caller cycling through numbers nobody has, one a second
      for (let i = 0; i < SMS_SIGNIN_SENDS_PER_HOUR; i++) {
        const answer = await outcome(ctx, {
          accountId: null,
          purpose: 'signin',
          phone: `1470${String(i).padStart(7, '0')}`,
          now: at(t0, i),
        })
        if (answer !== 'ok') throw new Error(`send ${i} refused: ${answer}`)
      }
      const stranger = await outcome(ctx, { accountId: null, purpose: 'signin', phone: '14799999999', now: at(t0, 400) })
      const owner = await outcome(ctx, { accountId: demo(ctx, 'sms'), purpose: 'signin', phone: '13300006666', now: at(t0, 400) })
      expect([stranger, owner]).toEqual(['busy 3200', 'busy 3200'])
      // the account's own codes (the -499 check, settings) are not the login page's
      expect(await outcome(ctx, { accountId: demo(ctx, 'sms'), purpose: 'login', phone: '13300006666', now: at(t0, 401) })).toBe('ok')
      expect(await outcome(ctx, { accountId: null, purpose: 'signin', phone: '14799999999', now: at(t0, 3600) })).toBe('ok')
    },
  )
}
