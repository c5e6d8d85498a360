// DESIGN.md, server layering: routes/ registers handlers; the query layer (analytics/, accounts/),
// the dataset build and import, and the permission rules know nothing of HTTP — they return
// values or throw DomainError, and the HTTP layer (http/errors.ts) answers in the envelope.
import { linesMatching, serverSources } from './server-sources'

const files = serverSources()

test.each(['analytics/', 'accounts/', 'dataset/', 'import/', 'permissions/'])('%s imports nothing of HTTP (http/, routes/, fastify)', (folder) => {
  const inFolder = files.filter((f) => f.rel.startsWith(folder))
  expect(inFolder.length).toBeGreaterThan(0)
  expect(linesMatching(inFolder, /from '(\.\.\/)+(http|routes)\/|from 'fastify'|from '@fastify\//)).toEqual([])
})

test('every module in routes/ registers handlers (a function of the Fastify app); shared code lives beside it', () => {
  const routes = files.filter((f) => f.rel.startsWith('routes/'))
  expect(routes.length).toBeGreaterThan(10)
  expect(routes.filter((f) => !/export async function \w+\(app: FastifyInstance\b/.test(f.code)).map((f) => f.rel)).toEqual([])
})
