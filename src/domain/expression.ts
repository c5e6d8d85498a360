// The concept-word language (concept expressions, docs/rules.md), one parser for client and server: words and the
// operators and / or / not, space-separated, read left to right with equal precedence, matched as
// case-insensitive substrings of item titles (Chinese has no spaces, so words are not tokens of the title).

/** Longest expression accepted, in characters after quotes are stripped: keeps URLs and SQL small. */
export const MAX_CONCEPT_LENGTH = 100
/** Most words in one expression: each word is one substring scan of the titles. */
export const MAX_CONCEPT_WORDS = 10

export type ConceptOperator = 'and' | 'or' | 'not'
export type ConceptExpr = { op: 'word'; word: string } | { op: ConceptOperator; left: ConceptExpr; right: ConceptExpr }

export type ConceptErrorCode = 'empty' | 'dangling_operator' | 'missing_operand' | 'too_long'
export interface ConceptMessage {
  zh: string
  en: string
}
export type ConceptParse = { ok: true; expr: ConceptExpr; words: string[] } | { ok: false; code: ConceptErrorCode; message: ConceptMessage }

const QUOTE_PAIRS: ReadonlyArray<readonly [string, string]> = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['‘', '’'],
]

/** Concept expressions: "One pair of surrounding quotes is stripped from the keyword" — ", ', “…” or ‘…’; only one pair. */
export function stripQuotes(s: string): string {
  const t = s.trim()
  for (const [open, close] of QUOTE_PAIRS) {
    if (t.length >= 2 && t.startsWith(open) && t.endsWith(close)) return t.slice(1, -1).trim()
  }
  return t
}

function operatorOf(token: string): ConceptOperator | null {
  const lower = token.toLowerCase()
  return lower === 'and' || lower === 'or' || lower === 'not' ? lower : null
}

function fail(code: ConceptErrorCode, zh: string, en: string): ConceptParse {
  return { ok: false, code, message: { zh, en } }
}

/**
 * Concept expressions: "Keyword syntax: and, or, not, space-separated. and means both words in the title, or at
 * least one, not the first without the second." Left to right, equal precedence; two words side by
 * side mean and. Errors say what is wrong in zh and en.
 */
export function parseConcept(input: string): ConceptParse {
  const text = stripQuotes(input)
  // \s covers the ideographic space U+3000 that Chinese keyboards type.
  const tokens = text.split(/\s+/).filter((t) => t !== '')
  if (tokens.length === 0) return fail('empty', '请输入概念词', 'Please enter a concept word')
  if (Array.from(text).length > MAX_CONCEPT_LENGTH) {
    return fail(
      'too_long',
      `概念词最长 ${MAX_CONCEPT_LENGTH} 个字符`,
      `A concept expression can be at most ${MAX_CONCEPT_LENGTH} characters long`,
    )
  }
  const wordCount = tokens.filter((t) => operatorOf(t) === null).length
  if (wordCount > MAX_CONCEPT_WORDS) {
    return fail('too_long', `最多 ${MAX_CONCEPT_WORDS} 个关键词`, `At most ${MAX_CONCEPT_WORDS} words are allowed`)
  }

  const first = operatorOf(tokens[0])
  if (first !== null) return fail('dangling_operator', `“${first}” 前面缺少关键词`, `Missing a word before “${first}”`)

  let expr: ConceptExpr = { op: 'word', word: tokens[0] }
  const words: string[] = [tokens[0]]
  let pending: ConceptOperator | null = null
  for (const token of tokens.slice(1)) {
    const op = operatorOf(token)
    if (op !== null) {
      if (pending !== null) {
        return fail('missing_operand', `“${pending}” 和 “${op}” 之间缺少关键词`, `Missing a word between “${pending}” and “${op}”`)
      }
      pending = op
      continue
    }
    const joined: ConceptOperator = pending ?? 'and'
    expr = { op: joined, left: expr, right: { op: 'word', word: token } }
    // A word after not is excluded; it is not something the user looks for.
    if (joined !== 'not') words.push(token)
    pending = null
  }
  if (pending !== null) return fail('dangling_operator', `“${pending}” 后面缺少关键词`, `Missing a word after “${pending}”`)
  return { ok: true, expr, words: uniqueIgnoringCase(words) }
}

function uniqueIgnoringCase(words: string[]): string[] {
  const seen = new Set<string>()
  return words.filter((w) => {
    const key = w.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Concept expressions: "and means both words in the title, or at least one, not the first without the second" — case-insensitive substrings. */
export function matchesTitle(expr: ConceptExpr, title: string): boolean {
  return evaluate(expr, title.toLowerCase())
}

function evaluate(expr: ConceptExpr, lowerTitle: string): boolean {
  switch (expr.op) {
    case 'word':
      return lowerTitle.includes(expr.word.toLowerCase())
    case 'and':
      return evaluate(expr.left, lowerTitle) && evaluate(expr.right, lowerTitle)
    case 'or':
      return evaluate(expr.left, lowerTitle) || evaluate(expr.right, lowerTitle)
    case 'not':
      return evaluate(expr.left, lowerTitle) && !evaluate(expr.right, lowerTitle)
  }
}

/** Whether the expression uses an operator anywhere (a quoted "not" is a word, not the operator). */
export function usesOperator(expr: ConceptExpr, op: ConceptOperator): boolean {
  return expr.op !== 'word' && (expr.op === op || usesOperator(expr.left, op) || usesOperator(expr.right, op))
}

/** Concept expressions: syntax written back canonically (lower-case operators, single spaces): parses to the same expression, so it serves as a cache and link key. */
export function formatConcept(expr: ConceptExpr): string {
  if (expr.op === 'word') return expr.word
  return `${formatConcept(expr.left)} ${expr.op} ${formatConcept(expr.right)}`
}
