// DESIGN.md, server layering: routes/ registers handlers; the query layer (analytics/, accounts/),
// the dataset build and import, and the permission rules know nothing of HTTP — they return
// values or throw DomainError, and the HTTP layer (http/errors.ts) answers in the envelope.
import path from 'node:path'
import { linesMatching, serverSources } from './server-sources'

const files = serverSources()

test.each(['analytics/', 'accounts/', 'dataset/', 'import/', 'permissions/', 'text/'])(
  '%s imports nothing of HTTP (http/, routes/, fastify) nor of the answers built on it',
  (folder) => {
    const inFolder = files.filter((f) => f.rel.startsWith(folder))
    expect(inFolder.length).toBeGreaterThan(0)
    // the query layer serves the answers (answers/, alerts/) and never reads them back
    expect(linesMatching(inFolder, /from '(\.\.\/)+(http|routes|answers|alerts)\/|from 'fastify'|from '@fastify\//)).toEqual([])
  },
)

// Three floors: HTTP on top (routes/, http/, sso/: parse, authorize, answer, send), the answers
// below it (answers/, alerts/: each a function of the context, the account, the language and the
// input, refusing with DomainError), then the permissions and the stores. An answer that took a
// request or threw the HTTP layer's error could not be called by the alert job or a test without one.
test.each(['answers/', 'alerts/', 'sms/', 'wechat/'])('%s imports nothing of the HTTP floor (http/, routes/, sso/, fastify)', (folder) => {
  const inFolder = files.filter((f) => f.rel.startsWith(folder))
  expect(inFolder.length).toBeGreaterThan(0)
  expect(linesMatching(inFolder, /from '(\.\.\/)+(http|routes|sso)\/|from 'fastify'|from '@fastify\//)).toEqual([])
})

/** Folder (or loose file) of a server path: 'answers/period.ts' → 'answers', 'config.ts' → 'config.ts'. */
const roomOf = (rel: string) => (rel.includes('/') ? rel.slice(0, rel.indexOf('/')) : rel)

test('no two folders of the server import each other, directly or round a loop', () => {
  const arrows = new Map<string, Set<string>>()
  for (const f of files) {
    const from = roomOf(f.rel)
    for (const m of f.code.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(f.rel), m[1]))
      if (target.startsWith('..')) continue
      const to = roomOf(target.includes('/') ? target : `${target}.ts`)
      if (to !== from) arrows.set(from, (arrows.get(from) ?? new Set()).add(to))
    }
  }
  // a room that reaches itself again through its arrows is in a loop
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    [...(arrows.get(from) ?? [])].some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))))
  expect([...arrows.keys()].filter((room) => reaches(room, room)).sort()).toEqual([])
})

// What the server shares with the app is the domain (src/domain: rules, constants, formats) and the
// dictionaries (src/i18n/zh.ts, en.ts), never a screen's own module: a component changed for a
// screen would change the server's answers with it.
test('the server takes from src/ only the domain and the dictionaries', () => {
  expect(linesMatching(files, /from '(\.\.\/)+src\/(?!domain\/|i18n\/(zh|en)')/)).toEqual([])
})

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
