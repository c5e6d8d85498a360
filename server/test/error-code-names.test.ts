// Every error code is named once, in types/envelope.ts (ERROR_CODES), and the server that answers a
// code and the client that reads it both use the name: a code written as a number elsewhere could
// drift from the table unseen. Tests may write the numbers, to hold the table to the codes of docs/rules.md ("Error codes").
import { ERROR_CODES } from '../../types/envelope'
import { linesMatching, repoSources } from './server-sources'

const negativeCodes = Object.values(ERROR_CODES)
  .filter((c) => c < 0)
  .map((c) => String(-c))
/** -400, -499... as a number or a quoted key, not as part of a longer number or a name */
const literalCode = new RegExp(`(?<![\\w.-])-(${negativeCodes.join('|')})(?![\\w.])`)

test('the table names every negative code the product answers with', () => {
  // the negative codes of docs/rules.md "Error codes": -404, -403, -401, -499, -424, -500, -502, -400
  expect(
    negativeCodes
      .map(Number)
      .map((c) => -c)
      .sort((a, b) => a - b),
  ).toEqual([-502, -500, -499, -424, -404, -403, -401, -400])
})

test('no code of server/ or src/ writes an error code as a number outside the table', () => {
  const files = repoSources(['server', 'src', 'types', 'config']).filter(
    (f) => f.rel !== 'types/envelope.ts' && !f.rel.startsWith('server/test/'),
  )
  expect(files.length).toBeGreaterThan(300)
  expect(linesMatching(files, literalCode)).toEqual([])
})
