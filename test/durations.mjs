// `npm run test:durations`: writes test/file-durations.json from the last full run's report
// (.tmp/jest-report.json), each test file's duration in whole seconds (the longer where two
// projects run the same file), for the order jest starts files in (test/setup/sequencer.js).
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const report = JSON.parse(fs.readFileSync(path.join(root, '.tmp/jest-report.json'), 'utf8'))
if (report.numTotalTestSuites < 150) throw new Error(`the report holds ${report.numTotalTestSuites} test files: run the whole suite first`)
const seconds = {}
for (const r of report.testResults) {
  // a report from another checkout (a clean clone's, say) names its files under that checkout
  const own = path.relative(root, r.name)
  const file = own.startsWith('..') ? r.name.replace(/^.*?\/(?=(server\/test|test)\/)/, '') : own
  seconds[file] = Math.max(seconds[file] ?? 0, Math.round((r.endTime - r.startTime) / 1000))
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)))
fs.writeFileSync(path.join(root, 'test/file-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`)
console.log(`test/file-durations.json: ${Object.keys(sorted).length} files`)
