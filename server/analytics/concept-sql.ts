// Concept expressions (the rule of that name in docs/rules.md) as ClickHouse conditions over a title column. The expression is
// parsed once by the shared parser (src/domain/expression); every word travels as a bound
// {name:String} parameter, never inside the SQL text, so no input can change the query.
// Matching is a case-insensitive substring test (Chinese has no spaces, so words are not tokens).
import { formatConcept, parseConcept, type ConceptExpr } from '../../src/domain/expression'
import { DomainError, type Localized } from '../domain-error'

export interface ConceptSql {
  /** a boolean ClickHouse expression */
  sql: string
  /** values of its {name:String} parameters */
  params: Record<string, string>
}

export interface CompiledConcept {
  expr: ConceptExpr
  /** positive words (not the ones after `not`) */
  words: string[]
  /** canonical form: lower-case operators, single spaces, quotes stripped (what the answers echo) */
  text: string
  /** case-folded canonical form: one cache entry for 'Linen' and 'linen', which match the same titles */
  key: string
}

// Column names come from our own code, never from a request; checked anyway so a typo fails loudly.
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$/
const PARAM_PREFIX = /^[A-Za-z_][A-Za-z0-9_]*$/

/** SQL for a parsed expression over `column`; parameters are named `${prefix}0`, `${prefix}1`, … */
export function conceptCondition(expr: ConceptExpr, column: string, prefix = 'cw'): ConceptSql {
  if (!IDENTIFIER.test(column)) throw new Error(`concept-sql: bad column name ${JSON.stringify(column)}`)
  if (!PARAM_PREFIX.test(prefix)) throw new Error(`concept-sql: bad parameter prefix ${JSON.stringify(prefix)}`)
  const params: Record<string, string> = {}
  let next = 0
  const walk = (e: ConceptExpr): string => {
    if (e.op === 'word') {
      const name = `${prefix}${next++}`
      params[name] = e.word
      return `positionCaseInsensitiveUTF8(${column}, {${name}:String}) > 0`
    }
    const left = walk(e.left)
    const right = walk(e.right)
    if (e.op === 'and') return `(${left} AND ${right})`
    if (e.op === 'or') return `(${left} OR ${right})`
    // `a not b`: the first without the second
    return `(${left} AND NOT ${right})`
  }
  return { sql: walk(expr), params }
}

/** A concept word the parser refuses, with the parser's message in each language (the caller's -400). */
export class InvalidConcept extends DomainError {
  constructor(text: Localized) {
    super('invalid', text)
  }
}

/** Parses a concept word from a request; throws InvalidConcept for a malformed one. */
export function compileConcept(input: string): CompiledConcept {
  const parsed = parseConcept(input)
  if (!parsed.ok) throw new InvalidConcept(parsed.message)
  const text = formatConcept(parsed.expr)
  return { expr: parsed.expr, words: parsed.words, text, key: text.toLowerCase() }
}
