// DESIGN.md, server layering: routes/ registers handlers; the query layer (analytics/, accounts/),
// the dataset build and import, and the permission rules know nothing of HTTP — they return
// values or throw DomainError, and the HTTP layer (http/errors.ts) answers in the envelope.
import { linesMatching, serverSources } from './server-sources'

const files = serverSources()

test.each(['analytics/', 'accounts/', 'dataset/', 'import/', 'permissions/'])(
  '%s imports nothing of HTTP (http/, routes/, fastify) nor of the answers built on it',
  (folder) => {
    const inFolder = files.filter((f) => f.rel.startsWith(folder))
    expect(inFolder.length).toBeGreaterThan(0)
    // the query layer serves the answers (answers/, rankings/, alerts/) and never reads them back
    expect(linesMatching(inFolder, /from '(\.\.\/)+(http|routes|answers|rankings|alerts)\/|from 'fastify'|from '@fastify\//)).toEqual([])
  },
)

test('every module in routes/ registers handlers (a function of the Fastify app); shared code lives beside it', () => {
  const routes = files.filter((f) => f.rel.startsWith('routes/'))
  expect(routes.length).toBeGreaterThan(10)
  // the formatter puts a long parameter list on lines of its own
  expect(routes.filter((f) => !/export async function \w+\(\s*app: FastifyInstance\b/.test(f.code)).map((f) => f.rel)).toEqual([])
})

// DESIGN.md: authorize is one call into server/permissions/. The low-level reads of a caller's lists
// (src/domain/permissions.ts) and of the SMS-verification flag are made there alone, so a rule
// cannot grow a second copy in a route or an answer; the account store (accounts/) keeps the data.
test('permission rules are decided only in permissions/ (no list or -499 flag read elsewhere)', () => {
  const elsewhere = files.filter((f) => !f.rel.startsWith('permissions/') && !f.rel.startsWith('accounts/'))
  const listReads = /\b(isCategoryAllowed|permittedIds|isPermissionEmpty|permissionKeyFor)\b|(?<!ERROR_CODES|catalogue)\.smsRequired\b/
  expect(linesMatching(elsewhere, listReads)).toEqual([])
})

// The account store opens and runs its SQL (accounts/db.ts); what start-up does with it next (the
// data step of a migration, the session cache's lifetime) is wired in stores.ts alone, so opening the
// store no longer runs the modules that are built on it.
test('start-up wiring of the account store lives in stores.ts, not in accounts/', () => {
  const accounts = files.filter((f) => f.rel.startsWith('accounts/'))
  expect(
    linesMatching(accounts, /\b(keyFollowWords|setSessionCacheTtl)\(/).filter((line) => !/export (async )?function/.test(line)),
  ).toEqual([])
})
