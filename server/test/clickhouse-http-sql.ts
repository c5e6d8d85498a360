// What the ClickHouse HTTP test harness needs to know of a request's SQL before the engine sees it:
// whether it holds a second statement (a ClickHouse server refuses that over HTTP; chDB would run
// both, so the harness must refuse it itself), where an INSERT's inline data begins (after
// `FORMAT <name>`; none of it is SQL), and which FORMAT the statement names for its output.

export interface SqlShape {
  /** text after the first statement's end (`;`) that is more than blanks and comments */
  secondStatement: boolean
  /** the first word of the statement, upper case ('SELECT', 'INSERT', …) */
  kind: string
  /** the word after the statement's last top-level FORMAT, as written */
  format?: string
}

const WORD = /[A-Za-z_][A-Za-z0-9_]*/y

/**
 * Scans quotes, comments and words; stops where an INSERT's data begins. `isFormat` tells a format's
 * name from a column called `format`.
 */
export function sqlShape(sql: string, isFormat: (name: string) => boolean): SqlShape {
  let kind = ''
  let format: string | undefined
  let previousWord = ''
  let i = 0
  const n = sql.length
  while (i < n) {
    const c = sql[i]
    if (c === "'" || c === '"' || c === '`') {
      i = skipQuoted(sql, i, c)
      continue
    }
    if (c === '-' && sql[i + 1] === '-') {
      i = lineEnd(sql, i)
      continue
    }
    if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2)
      i = end < 0 ? n : end + 2
      continue
    }
    if (c === ';') return { secondStatement: !blank(sql.slice(i + 1)), kind, format }
    WORD.lastIndex = i
    const m = WORD.exec(sql)
    if (m) {
      const word = m[0]
      if (!kind) kind = word.toUpperCase()
      i += word.length
      if (previousWord.toUpperCase() === 'FORMAT' && isFormat(word)) {
        format = word
        // an INSERT's rows follow its format's name: nothing after it is SQL
        if (kind === 'INSERT') return { secondStatement: false, kind, format }
      }
      previousWord = word
      continue
    }
    i += 1
  }
  return { secondStatement: false, kind, format }
}

function skipQuoted(sql: string, start: number, quote: string): number {
  let i = start + 1
  while (i < sql.length) {
    const c = sql[i]
    if (c === '\\') i += 2
    else if (c === quote && sql[i + 1] === quote) i += 2
    else if (c === quote) return i + 1
    else i += 1
  }
  return sql.length
}

function lineEnd(sql: string, start: number): number {
  const end = sql.indexOf('\n', start)
  return end < 0 ? sql.length : end + 1
}

/** Only blanks and comments. */
function blank(text: string): boolean {
  return text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, '').trim() === ''
}

/** `INSERT INTO db.table [(a, b)] FORMAT X` and nothing else: the shape @clickhouse/client's insert() sends in the URL. */
export function plainInsert(sql: string): { table: string; columns?: string[]; format: string } | undefined {
  const m = /^\s*INSERT\s+INTO\s+([A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)?)\s*(?:\(([A-Za-z0-9_,\s]+)\))?\s*FORMAT\s+([A-Za-z]+)\s*$/i.exec(sql)
  if (!m) return undefined
  const columns = m[2]?.split(',').map((c) => c.trim())
  return { table: m[1], columns, format: m[3] }
}
