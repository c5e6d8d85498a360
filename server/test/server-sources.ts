// The server's own TypeScript files (not its tests), for tests that hold a rule over the code
// itself: where the -403 text is written, which layers import HTTP, who reads the environment.
import fs from 'node:fs'
import path from 'node:path'

export const SERVER_ROOT = path.join(__dirname, '..')
export const REPO_ROOT = path.join(SERVER_ROOT, '..')

export interface SourceFile {
  /** path from server/, with forward slashes */
  rel: string
  /** the text without comments, so a comment naming a rule does not count as following or breaking it */
  code: string
}

const stripComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm, '$1')

export function serverSources(): SourceFile[] {
  const out: SourceFile[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const rel = path.relative(SERVER_ROOT, full).split(path.sep).join('/')
      if (entry.isDirectory()) {
        if (rel !== 'test' && entry.name !== 'node_modules') walk(full)
      } else if (entry.name.endsWith('.ts')) {
        out.push({ rel, code: stripComments(fs.readFileSync(full, 'utf8')) })
      }
    }
  }
  walk(SERVER_ROOT)
  return out
}

/**
 * The source files under the repo's `folders` (tests included; TypeScript unless `names` says
 * otherwise), `rel` from the repo root; `withComments` keeps the comments (for rules about the
 * comments themselves).
 */
export function repoSources(folders: string[], withComments = false, names = /\.tsx?$/): SourceFile[] {
  const out: SourceFile[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full)
      } else if (names.test(entry.name)) {
        const text = fs.readFileSync(full, 'utf8')
        out.push({ rel: path.relative(REPO_ROOT, full).split(path.sep).join('/'), code: withComments ? text : stripComments(text) })
      }
    }
  }
  for (const folder of folders) walk(path.join(REPO_ROOT, folder))
  return out
}

/** "file:line: text" of every line of the files matching the pattern. */
export function linesMatching(files: SourceFile[], pattern: RegExp): string[] {
  return files.flatMap((f) => f.code.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${f.rel}:${i + 1}: ${line.trim()}`] : [])))
}
