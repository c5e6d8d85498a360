// Schema helpers: a string enum as JSON Schema `enum`, so a wrong value is reported as "must be
// equal to one of the allowed values (a, b, c)" rather than TypeBox's anyOf-of-constants message.
import { Type, type TUnsafe } from '@sinclair/typebox'

export function StringEnum<T extends string>(values: readonly T[]): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values] })
}

export function IntEnum<T extends number>(values: readonly T[]): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'integer', enum: [...values] })
}

/** The largest id either store holds (PostgreSQL `integer`); a bigger number names nothing. */
export const MAX_ID = 2_147_483_647

/** An id in a request: an integer from `minimum` (0 where 0 means "all") up to MAX_ID. */
export function Id(minimum: 0 | 1, description?: string) {
  return Type.Integer({ minimum, maximum: MAX_ID, ...(description ? { description } : {}) })
}
