// Builds the H5 app when dist/h5 is missing or older than its sources: a hash of src/, config/,
// types/, package.json and babel.config.js is compared with the stamp written after the last
// successful build.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { filesUnder, hashFiles } from './files-hash'
import { precompress } from './h5-precompress'

const INPUTS = ['src', 'config', 'types', 'package.json', 'babel.config.js']

export function sourceHash(root: string): string {
  return hashFiles(root, filesUnder(root, INPUTS))
}

export function stampFile(root: string): string {
  return path.join(root, 'dist', '.h5-build-stamp')
}

export function h5IsFresh(root: string): boolean {
  const index = path.join(root, 'dist', 'h5', 'index.html')
  if (!fs.existsSync(index) || !fs.existsSync(stampFile(root))) return false
  return fs.readFileSync(stampFile(root), 'utf8').trim() === sourceHash(root)
}

/** Runs `taro build --type h5` with the terminal attached; writes the stamp only on success. */
export function buildH5(root: string): void {
  const hash = sourceHash(root)
  const taro = path.join(root, 'node_modules', '.bin', 'taro')
  console.log('Building the H5 app (dist/h5) …')
  const started = Date.now()
  const result = spawnSync(taro, ['build', '--type', 'h5'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error(`the H5 build failed (exit ${result.status ?? result.signal})`)
  precompress(path.join(root, 'dist', 'h5'))
  fs.mkdirSync(path.dirname(stampFile(root)), { recursive: true })
  fs.writeFileSync(stampFile(root), `${hash}\n`)
  console.log(`H5 app built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

// `tsx server/h5-build.ts [--force]`: the test command's build step, sharing the stamp with npm start.
if (require.main === module) {
  const root = path.resolve(__dirname, '..')
  if (process.argv.includes('--force') || !h5IsFresh(root)) buildH5(root)
  else console.log(`dist/h5 is up to date (${precompress(path.join(root, 'dist', 'h5'))} assets compressed now)`)
}
