import {
  MAX_CONCEPT_LENGTH,
  MAX_CONCEPT_WORDS,
  formatConcept,
  matchesTitle,
  parseConcept,
  stripQuotes,
  usesOperator,
  type ConceptExpr,
} from '../../../src/domain/expression'

function parsed(input: string): { expr: ConceptExpr; words: string[] } {
  const result = parseConcept(input)
  if (!result.ok) throw new Error(`expected ${input} to parse: ${result.message.en}`)
  return result
}

describe('a keyword loses one pair of quotes around it, no more', () => {
  test.each([
    ['"口红"', '口红'],
    ["'口红'", '口红'],
    ['“口红”', '口红'],
    ['‘口红’', '口红'],
    ['""口红""', '"口红"'],
    ['  "口红 and 唇釉"  ', '口红 and 唇釉'],
    ['"口红', '"口红'],
    ['口红"', '口红"'],
    ['"口红\'', '"口红\''],
    ['"', '"'],
    ['口红', '口红'],
  ])('stripQuotes(%j) → %j', (input, expected) => {
    expect(stripQuotes(input)).toBe(expected)
  })
})

describe('words joined by and, or, not between spaces make a tree, read left to right', () => {
  test.each([
    ['口红', '口红', ['口红']],
    ['口红 and 哑光', '口红 and 哑光', ['口红', '哑光']],
    ['口红 哑光', '口红 and 哑光', ['口红', '哑光']],
    ['口红 AND 哑光', '口红 and 哑光', ['口红', '哑光']],
    ['口红 or 唇釉', '口红 or 唇釉', ['口红', '唇釉']],
    ['口红 not 套装', '口红 not 套装', ['口红']],
    ['口红 or 唇釉 not 套装', '口红 or 唇釉 not 套装', ['口红', '唇釉']],
    ['"口红  or\u3000唇釉"', '口红 or 唇釉', ['口红', '唇釉']],
    ['Lipstick or lipstick', 'Lipstick or lipstick', ['Lipstick']],
  ])('parseConcept(%j) → %j, positive words %j', (input, canonical, words) => {
    const result = parsed(input)
    expect(formatConcept(result.expr)).toBe(canonical)
    expect(result.words).toEqual(words)
  })

  test('equal precedence, left to right: a or b not c = (a or b) not c', () => {
    expect(parsed('a or b not c').expr).toEqual({
      op: 'not',
      left: { op: 'or', left: { op: 'word', word: 'a' }, right: { op: 'word', word: 'b' } },
      right: { op: 'word', word: 'c' },
    })
  })
})

describe('matching a title: and needs both words, or either one, not the first word without the second', () => {
  const TITLE = '哑光口红 持久不脱色 Matte Lipstick'
  test.each([
    ['口红', true, 'a single word is a substring (Chinese has no spaces)'],
    ['唇釉', false, 'absent word'],
    ['口红 and 哑光', true, 'and: both words in the title'],
    ['口红 and 唇釉', false, 'and: one missing'],
    ['口红 哑光', true, 'side by side means and'],
    ['口红 or 唇釉', true, 'or: at least one'],
    ['唇釉 or 眼影', false, 'or: neither'],
    ['口红 not 套装', true, 'not: the first without the second'],
    ['口红 not 哑光', false, 'not: the second is present'],
    ['套装 not 口红', false, 'not: the first is absent'],
    ['唇釉 not 套装', false, 'not: neither word — the first is still required'],
    ['lipstick', true, 'case-insensitive'],
    ['MATTE and lipstick', true, 'case-insensitive and'],
    ['"口红"', true, 'quotes stripped'],
    ['唇釉 or 口红 not 持久', false, '(唇釉 or 口红) not 持久'],
    ['唇釉 or 口红 not 套装', true, '(唇釉 or 口红) not 套装'],
  ])('%j on "哑光口红 持久不脱色 Matte Lipstick" → %j (%s)', (input, expected) => {
    expect(matchesTitle(parsed(input).expr, TITLE)).toBe(expected)
  })
})

describe('malformed expressions: a message in zh and en that says what is wrong', () => {
  test.each([
    ['', 'empty', '请输入概念词', 'Please enter a concept word'],
    ['   ', 'empty', '请输入概念词', 'Please enter a concept word'],
    ['""', 'empty', '请输入概念词', 'Please enter a concept word'],
    ['口红 and', 'dangling_operator', '“and” 后面缺少关键词', 'Missing a word after “and”'],
    ['口红 OR', 'dangling_operator', '“or” 后面缺少关键词', 'Missing a word after “or”'],
    ['not 口红', 'dangling_operator', '“not” 前面缺少关键词', 'Missing a word before “not”'],
    ['and', 'dangling_operator', '“and” 前面缺少关键词', 'Missing a word before “and”'],
    ['口红 and or 唇釉', 'missing_operand', '“and” 和 “or” 之间缺少关键词', 'Missing a word between “and” and “or”'],
    ['口红 not not 唇釉', 'missing_operand', '“not” 和 “not” 之间缺少关键词', 'Missing a word between “not” and “not”'],
    ['字'.repeat(MAX_CONCEPT_LENGTH + 1), 'too_long', '概念词最长 100 个字符', 'A concept expression can be at most 100 characters long'],
    [
      Array.from({ length: MAX_CONCEPT_WORDS + 1 }, (_, i) => `w${i}`).join(' or '),
      'too_long',
      '最多 10 个关键词',
      'At most 10 words are allowed',
    ],
  ])('parseConcept(%j) → %s: %s / %s', (input, code, zh, en) => {
    expect(parseConcept(input)).toEqual({ ok: false, code, message: { zh, en } })
  })

  test.each([
    ['字'.repeat(MAX_CONCEPT_LENGTH), 'exactly 100 characters'],
    [Array.from({ length: MAX_CONCEPT_WORDS }, (_, i) => `w${i}`).join(' or '), 'exactly 10 words'],
  ])('accepts the limit itself: %s… (%s)', (input) => {
    expect(parseConcept(input).ok).toBe(true)
  })
})

test.each([
  ['连衣裙 not 儿童', true],
  ['法式 and 连衣裙 not 儿童', true],
  ['法式 or 碎花', false],
  ['"not" and 连衣裙', false],
])('%s uses the not operator: %s', (input, uses) => {
  const parsed = parseConcept(input)
  if (!parsed.ok) throw new Error(`${input} did not parse`)
  expect(usesOperator(parsed.expr, 'not')).toBe(uses)
})
