// Store cases of the SMS codes (accounts/sms-codes.ts): the resend window and expiry, the lock after
// wrong guesses, parallel sends, a login code's effect, phones saved with a setting code, the outbox
// sender and the per-account budget, with an injected clock.
// Registered by pg-store-suite.ts, which passes its case registrar and helpers.
import { expect } from 'expect'
import { eq, sql } from 'drizzle-orm'
import { deletePhone, listPhones, MAX_PHONES, PhoneError, savePhone } from '../accounts/phones'
import { accounts, smsOutbox } from '../accounts/schema'
import { abandonCode, consumeSettingVerification, issueCode, verifyCode, SMS_SETTING_GRACE_S } from '../accounts/sms-codes'
import { SMS_SENDS_PER_ACCOUNT } from '../accounts/sms-limits'
import { outboxSender, smsText } from '../sms/sender'
import type { CaseHelpers } from './pg-store-suite'

const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

export function smsCodeCases({ storeCase, at, demo }: CaseHelpers): void {
  storeCase('SMS: 60 s resend window, 5-minute expiry, a new code replaces the old', async (ctx) => {
    const t0 = new Date('2030-01-01T00:00:00Z')
    const base = { accountId: demo(ctx, 'analyst'), purpose: 'login' as const, phone: '13812345678' }
    const first = await issueCode(ctx.db, { ...base, now: t0 })
    if (!first.ok) throw new Error('first code refused')
    expect(first.code).toMatch(/^\d{6}$/)
    expect(await issueCode(ctx.db, { ...base, now: at(t0, 1) })).toEqual({ ok: false, reason: 'wait', retryAfterS: 59 })
    expect(await issueCode(ctx.db, { ...base, now: at(t0, 59.5) })).toEqual({ ok: false, reason: 'wait', retryAfterS: 1 })
    expect(await verifyCode(ctx.db, { ...base, code: first.code, now: at(t0, 300) })).toEqual({ ok: false, reason: 'expired' })

    const second = await issueCode(ctx.db, { ...base, now: at(t0, 60) })
    if (!second.ok) throw new Error('second code refused after the window')
    if (second.code !== first.code) {
      expect(await verifyCode(ctx.db, { ...base, code: first.code, now: at(t0, 61) })).toEqual({
        ok: false,
        reason: 'wrong',
        attemptsLeft: 4,
      })
    }
    expect(await verifyCode(ctx.db, { ...base, code: second.code, now: at(t0, 62) })).toEqual({ ok: true })
    expect(await verifyCode(ctx.db, { ...base, code: second.code, now: at(t0, 63) })).toEqual({ ok: false, reason: 'none' })
  })

  storeCase('SMS: five wrong codes lock the code, even against parallel guesses; a new code after the window works', async (ctx) => {
    const t0 = new Date('2030-02-01T00:00:00Z')
    const base = { accountId: demo(ctx, 'partial'), purpose: 'login' as const, phone: '13900001111' }
    const issued = await issueCode(ctx.db, { ...base, now: t0 })
    if (!issued.ok) throw new Error('refused')
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => verifyCode(ctx.db, { ...base, code: wrongOf(issued.code), now: at(t0, 5) })),
    )
    expect(guesses.filter((g) => !g.ok && g.reason === 'wrong')).toHaveLength(4)
    expect(guesses.filter((g) => !g.ok && g.reason === 'locked')).toHaveLength(4)
    expect(await verifyCode(ctx.db, { ...base, code: issued.code, now: at(t0, 6) })).toEqual({ ok: false, reason: 'locked' })
    const fresh = await issueCode(ctx.db, { ...base, now: at(t0, 61) })
    if (!fresh.ok) throw new Error('refused after the window')
    expect(await verifyCode(ctx.db, { ...base, code: fresh.code, now: at(t0, 62) })).toEqual({ ok: true })
  })

  storeCase('SMS: parallel sends to one phone get exactly one code', async (ctx) => {
    const t0 = new Date('2030-03-01T00:00:00Z')
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        issueCode(ctx.db, { accountId: demo(ctx, 'free'), purpose: 'login', phone: '13700002222', now: t0 }),
      ),
    )
    expect(results.filter((r) => r.ok)).toHaveLength(1)
  })

  storeCase('SMS login success runs its effect in the same transaction: the flag is cleared', async (ctx) => {
    const base = { accountId: demo(ctx, 'sms'), purpose: 'login' as const, phone: '13300006666' }
    const issued = await issueCode(ctx.db, base)
    if (!issued.ok) throw new Error('refused')
    const r = await verifyCode(ctx.db, {
      ...base,
      code: issued.code,
      onSuccess: async (tx) => {
        await tx.update(accounts).set({ smsRequired: false }).where(eq(accounts.id, base.accountId))
      },
    })
    expect(r).toEqual({ ok: true })
    const [row] = await ctx.db.select({ smsRequired: accounts.smsRequired }).from(accounts).where(eq(accounts.id, base.accountId))
    expect(row.smsRequired).toBe(false)
  })

  storeCase(
    'phones: saved only with a verified setting code (spent once, within the grace period), at most 5, never the last deleted',
    async (ctx) => {
      const accountId = demo(ctx, 'mini')
      const t0 = new Date()
      const verified = async (phone: string) => {
        const issued = await issueCode(ctx.db, { accountId, purpose: 'setting', phone, now: t0 })
        if (!issued.ok) throw new Error('refused')
        expect(await verifyCode(ctx.db, { accountId, purpose: 'setting', phone, code: issued.code, now: t0 })).toEqual({ ok: true })
      }
      const guard = (phone: string) => (tx: Parameters<typeof consumeSettingVerification>[0]) =>
        consumeSettingVerification(tx, accountId, phone)
      await expect(savePhone(ctx.db, accountId, '15500000001', { verified: guard('15500000001') })).rejects.toMatchObject({
        reason: 'not_verified',
      })
      await verified('15500000001')
      expect(await consumeSettingVerification(ctx.db, accountId, '15500000001', at(t0, SMS_SETTING_GRACE_S + 1))).toBe(false)
      const added = await savePhone(ctx.db, accountId, '15500000001', { verified: guard('15500000001') })
      await expect(savePhone(ctx.db, accountId, '15500000001', { verified: guard('15500000001') })).rejects.toMatchObject({
        reason: 'not_verified',
      })
      for (let i = 2; i <= MAX_PHONES - 1; i++) await savePhone(ctx.db, accountId, `1550000000${i}`)
      await expect(savePhone(ctx.db, accountId, '15500000009')).rejects.toBeInstanceOf(PhoneError)
      const phones = await listPhones(ctx.db, accountId)
      expect(phones).toHaveLength(MAX_PHONES)
      for (const p of phones.slice(1)) await deletePhone(ctx.db, accountId, p.id)
      await expect(deletePhone(ctx.db, accountId, phones[0].id)).rejects.toMatchObject({ reason: 'last_phone' })
      expect(added.phone).toBe('15500000001')
    },
  )

  storeCase('the outbox sender stores the message and logs without the code; the dev hint only outside production', async (ctx) => {
    const lines: { obj: object; msg: string }[] = []
    const log = { info: (obj: object, msg: string) => lines.push({ obj, msg }) }
    await outboxSender(ctx.db, log, { devHint: 'GET /sso/dev/outbox' }).send({
      phone: '13812345678',
      purpose: 'login',
      text: smsText('424242'),
      accountId: demo(ctx, 'analyst'),
    })
    await outboxSender(ctx.db, log, { devHint: null }).send({
      phone: '13812345678',
      purpose: 'login',
      text: smsText('535353'),
      accountId: demo(ctx, 'analyst'),
    })
    const text = JSON.stringify(lines)
    expect(text).not.toMatch(/424242|535353|13812345678/)
    expect(lines[0].msg).toContain('GET /sso/dev/outbox')
    expect(lines[1].msg).not.toContain('outbox;')
    const rows = await ctx.db.select().from(smsOutbox).orderBy(sql`id desc`).limit(2)
    expect(rows.map((r) => /验证码 (\d{6})/.exec(r.body)?.[1])).toEqual(['535353', '424242'])
  })

  storeCase(
    'SMS budget: 10 codes per account in 10 minutes over both purposes; failed sends do not count; the oldest frees the next',
    async (ctx) => {
      const t0 = new Date('2030-04-01T00:00:00Z')
      const accountId = demo(ctx, 'staff@growthradar.cn')
      const send = (i: number, s: number, purpose: 'login' | 'setting' = 'setting') =>
        issueCode(ctx.db, { accountId, purpose, phone: `1580000${String(1000 + i)}`, now: at(t0, s) })
      const failed = await send(0, 0)
      if (!failed.ok) throw new Error('refused')
      await abandonCode(ctx.db, failed.codeId, { accountId, purpose: 'setting', phone: '15800001000' })
      for (let i = 1; i <= SMS_SENDS_PER_ACCOUNT; i++) expect((await send(i, i * 10, i % 2 ? 'login' : 'setting')).ok).toBe(true)
      // the first counted code was sent at t0+10 s: it leaves the window at t0+610 s
      expect(await send(50, 200)).toEqual({ ok: false, reason: 'budget', retryAfterS: 410 })
      expect(await send(51, 609.5)).toEqual({ ok: false, reason: 'budget', retryAfterS: 1 })
      expect((await send(52, 610)).ok).toBe(true)
    },
  )
}
