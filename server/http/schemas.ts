// Schema helpers: a string enum as JSON Schema `enum`, so a wrong value is reported as "must be
// equal to one of the allowed values (a, b, c)" rather than TypeBox's anyOf-of-constants message.
import { Type, type TUnsafe } from '@sinclair/typebox'

export function StringEnum<T extends string>(values: readonly T[]): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values] })
}

export function IntEnum<T extends number>(values: readonly T[]): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'integer', enum: [...values] })
}
