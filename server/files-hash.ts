// A content hash of a set of source files, to tell whether something built from them (the H5 app,
// the tests' dataset folder) is older than they are.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Files under each input (a file or a folder), sorted, leaving out node_modules, dot files and what `skip` names. */
export function filesUnder(root: string, inputs: string[], skip: (file: string) => boolean = () => false): string[] {
  const out: string[] = []
  const walk = (file: string) => {
    if (!fs.existsSync(file) || skip(file)) return
    if (fs.statSync(file).isDirectory()) {
      for (const name of fs.readdirSync(file).sort()) if (name !== 'node_modules' && !name.startsWith('.')) walk(path.join(file, name))
    } else out.push(file)
  }
  for (const input of inputs) walk(path.join(root, input))
  return out
}

/** The hash of each file's path (relative to root) and content, after `seed`. */
export function hashFiles(root: string, files: string[], seed = ''): string {
  const hash = createHash('sha256').update(seed)
  for (const f of files) hash.update(path.relative(root, f)).update('\0').update(fs.readFileSync(f)).update('\0')
  return hash.digest('hex')
}
