// The test command's mini-program build: skipped when dist/weapp was built from the same sources
// (the hash the H5 build stamps its output with), so running one test again costs no build.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sourceHash } from '../server/h5-build'

const root = path.resolve(__dirname, '..')
const stamp = path.join(root, 'dist', '.weapp-build-stamp')
const hash = sourceHash(root)

if (!process.argv.includes('--force') && fs.existsSync(path.join(root, 'dist', 'weapp', 'app.json')) && fs.existsSync(stamp)) {
  if (fs.readFileSync(stamp, 'utf8').trim() === hash) {
    console.log('dist/weapp is up to date')
    process.exit(0)
  }
}
fs.rmSync(stamp, { force: true })
const taro = path.join(root, 'node_modules', '.bin', 'taro')
const built = spawnSync(taro, ['build', '--type', 'weapp'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
})
if (built.status !== 0) process.exit(built.status ?? 1)
fs.writeFileSync(stamp, `${hash}\n`)
