import {
  addRecentSearch,
  checkConceptSearch,
  conceptSearchDelay,
  MAX_RECENT_SEARCHES,
  parseRecentSearches,
} from '../../../src/domain/concept-search'

describe('the concept search box appears at once on /detail and /publicDetail, 2 s late on /concept, and not elsewhere', () => {
  test.each([
    ['detail', 0],
    ['publicDetail', 0],
    ['concept', 2000],
    ['social', null],
    ['myAttention', null],
  ] as const)('%s → %p', (route, delay) => {
    expect(conceptSearchDelay(route)).toBe(delay)
  })
})

describe('validation of a concept search', () => {
  test.each([
    [
      'an empty keyword is refused and the previous keyword is put back',
      { keyword: '  ', cids: [16], previous: '连衣裙' },
      { ok: false, reason: 'keywordEmpty', restore: '连衣裙' },
    ],
    ['a search with no category chosen is refused', { keyword: '连衣裙', cids: [], previous: '' }, { ok: false, reason: 'categoryEmpty' }],
    ['a valid expression', { keyword: ' 连衣裙 not 儿童 ', cids: [16], previous: '' }, { ok: true, word: '连衣裙 not 儿童' }],
  ])('%s', (_, input, result) => {
    expect(checkConceptSearch(input)).toEqual(result)
  })

  test('the parser error is shown in both languages (keyword syntax: and, or, not)', () => {
    const check = checkConceptSearch({ keyword: '连衣裙 and', cids: [16], previous: '' })
    expect(check).toMatchObject({ ok: false, reason: 'syntax' })
    if (check.ok || check.reason !== 'syntax') throw new Error('expected a syntax error')
    expect(check.message.zh).toMatch(/[\u4e00-\u9fff]/)
    expect(check.message.en).toMatch(/[a-z]/i)
  })

  test('a mistyped expression is told before a missing category: what was typed is fixed first', () => {
    expect(checkConceptSearch({ keyword: '连衣裙 and', cids: [], previous: '' })).toMatchObject({ ok: false, reason: 'syntax' })
  })
})

describe('recent searches', () => {
  const entry = (word: string, cid = [16]) => ({ word, plat: 'all' as const, cid })
  test('newest first, the same search kept once (case-insensitive)', () => {
    const list = addRecentSearch(addRecentSearch([entry('Dress')], entry('冻干')), entry('dress'))
    expect(list.map((r) => r.word)).toEqual(['dress', '冻干'])
  })
  test(`at most ${MAX_RECENT_SEARCHES}`, () => {
    let list = [] as ReturnType<typeof addRecentSearch>
    for (let i = 0; i < 15; i++) list = addRecentSearch(list, entry(`w${i}`))
    expect(list).toHaveLength(MAX_RECENT_SEARCHES)
    expect(list[0].word).toBe('w14')
  })
  test.each([[null], ['not json'], ['{"a":1}'], ['[{"word":1}]']])('stored %p reads as no searches', (stored) => {
    expect(parseRecentSearches(stored)).toEqual([])
  })
})
