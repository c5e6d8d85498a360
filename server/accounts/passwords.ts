// Password hashing with scrypt (node:crypto), a random salt per account, compared in constant time.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 64
const OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

function scrypt(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, KEY_LENGTH, OPTIONS, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

export async function hashPassword(password: string): Promise<{ hash: string; salt: string }> {
  const salt = randomBytes(16)
  return { hash: (await scrypt(password, salt)).toString('hex'), salt: salt.toString('hex') }
}

export async function verifyPassword(password: string, hash: string, salt: string): Promise<boolean> {
  const expected = Buffer.from(hash, 'hex')
  const actual = await scrypt(password, Buffer.from(salt, 'hex'))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** A hash to compare against when the user name is unknown, so both paths take the same time. */
let dummy: Promise<{ hash: string; salt: string }> | undefined
export function dummyHash(): Promise<{ hash: string; salt: string }> {
  dummy ??= hashPassword('not-a-real-password')
  return dummy
}
