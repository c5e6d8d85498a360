// Table tests of server/analytics/concept-sql.ts: the SQL of each expression form, words only as
// bound parameters, quotes stripped, and -400 errors in the caller's language.
import { compileConcept, conceptCondition, InvalidConcept } from '../analytics/concept-sql'
import { domainFailure } from '../http/errors'

const P = (i: number) => `positionCaseInsensitiveUTF8(title, {cw${i}:String}) > 0`

describe('conceptCondition: SQL shape and parameters', () => {
  test.each([
    ['法式', P(0), ['法式']],
    ['法式 连衣裙', `(${P(0)} AND ${P(1)})`, ['法式', '连衣裙']],
    ['法式 and 连衣裙', `(${P(0)} AND ${P(1)})`, ['法式', '连衣裙']],
    ['法式 or 连衣裙', `(${P(0)} OR ${P(1)})`, ['法式', '连衣裙']],
    ['法式 not 连衣裙', `(${P(0)} AND NOT ${P(1)})`, ['法式', '连衣裙']],
    ['a OR b NOT c', `((${P(0)} OR ${P(1)}) AND NOT ${P(2)})`, ['a', 'b', 'c']],
    ['"法式 not 连衣裙"', `(${P(0)} AND NOT ${P(1)})`, ['法式', '连衣裙']],
  ])('%s', (input, sql, words) => {
    const c = compileConcept(input)
    const out = conceptCondition(c.expr, 'title')
    expect(out.sql).toBe(sql)
    expect(Object.values(out.params)).toEqual(words)
  })

  test.each([["'); DROP TABLE gr.facts; --"], ['{cw0:String}'], ["x' OR '1'='1"], ['a\\b'], ['`title`']])(
    'injection attempt %s stays in parameter values',
    (input) => {
      const c = compileConcept(input)
      const out = conceptCondition(c.expr, 'title')
      // the SQL text is built from our fixed pieces only: no quote, semicolon, comment or backslash of the input
      expect(out.sql).toMatch(/^[()A-Za-z0-9_ ,.>{}:]+$/)
      expect(out.sql.match(/\{cw\d+:String\}/g)).toHaveLength(Object.keys(out.params).length)
      const words = input.split(/\s+/).filter((t) => !/^(and|or|not)$/i.test(t))
      expect(Object.values(out.params)).toEqual(words)
    },
  )

  test('only our own column names and prefixes are accepted', () => {
    const expr = compileConcept('a').expr
    expect(() => conceptCondition(expr, 'title; DROP')).toThrow(/column/)
    expect(() => conceptCondition(expr, 'title', 'x}')).toThrow(/prefix/)
    expect(conceptCondition(expr, 'i.title', 'w').sql).toBe('positionCaseInsensitiveUTF8(i.title, {w0:String}) > 0')
  })
})

describe('compileConcept: canonical text, cache key, quotes, errors', () => {
  test.each([
    ['“法式”', '法式', '法式'],
    ["'Linen  AND   Cotton'", 'Linen and Cotton', 'linen and cotton'],
    ['"a"b"', 'a"b', 'a"b'],
    ['""a""', '"a"', '"a"'],
  ])('%s → text %s, key %s', (input, text, key) => {
    const c = compileConcept(input)
    expect(c.text).toBe(text)
    expect(c.key).toBe(key)
  })

  test.each([
    ['', 'zh', '请输入概念词'],
    ['""', 'en', 'Please enter a concept word'],
    ['a and', 'en', 'Missing a word after “and”'],
    ['or a', 'zh', '“or” 前面缺少关键词'],
    ['a and or b', 'en', 'Missing a word between “and” and “or”'],
  ] as const)('%p (%s) → -400 %s', (input, lang, message) => {
    let caught: unknown
    try {
      compileConcept(input)
    } catch (err) {
      caught = err
    }
    // the query layer says what is wrong in both languages; the HTTP layer picks one and the code
    expect(caught).toBeInstanceOf(InvalidConcept)
    expect(domainFailure(caught as InvalidConcept, lang)).toEqual({ code: -400, msg: message })
  })
})
