// An unexpected error is logged without the values its failed query was bound to (phone numbers,
// codes, the caller's text): the SQL, the database's reason and the stack stay.
import { loggableError } from '../text/loggable-error'

test('a failed query keeps its SQL and reason, loses its params', () => {
  const cause = new Error('value "9007199254740992" is out of range for type integer')
  const err = new Error(
    'Failed query: select "id", "phone" from "account_phones" where "account_phones"."id" = $1\nparams: 13812345678,424242',
    { cause },
  )
  const logged = loggableError(err)
  expect(logged.message).toBe(
    'Failed query: select "id", "phone" from "account_phones" where "account_phones"."id" = $1\nparams: [redacted]',
  )
  expect(logged.cause).toBe(cause.message)
  expect(logged.stack).toContain('params: [redacted]')
  expect(JSON.stringify(logged)).not.toMatch(/13812345678|424242/)
})

test('any other error is logged as it is', () => {
  const err = new TypeError('x is not a function')
  expect(loggableError(err)).toEqual({ type: 'TypeError', message: 'x is not a function', stack: err.stack })
})
