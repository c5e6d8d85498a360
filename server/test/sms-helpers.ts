// Reading SMS codes in tests the way a local user does: GET /sso/dev/outbox (development only).
import { api } from './helpers'

interface OutboxMessage {
  id: number
  phone: string
  purpose: string
  body: string
  created_at: string
}

export async function latestCode(phone: string): Promise<string> {
  const { json } = await api<OutboxMessage[]>(`/sso/dev/outbox?phone=${phone}&limit=1`)
  expect(json.status).toBe('ok')
  const m = /验证码 (\d{6})/.exec(json.data[0]?.body ?? '')
  if (!m) throw new Error(`no code in the outbox for ${phone}: ${JSON.stringify(json)}`)
  return m[1]
}

/** A code that is certainly wrong. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0')
}

export type { OutboxMessage }
