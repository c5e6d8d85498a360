import en from '../../src/i18n/en'
import zh from '../../src/i18n/zh'
import { setI18nLanguage, translate } from '../../src/i18n'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  )
}

const zhLeaves = leaves(zh)
const enLeaves = leaves(en as Tree)

test('en has exactly the keys of zh', () => {
  expect(enLeaves.map(([k]) => k).sort()).toEqual(zhLeaves.map(([k]) => k).sort())
})

// code 0 (success) has an empty message on purpose; everything else must say something.
test.each([...zhLeaves.map(([k, v]) => ['zh', k, v]), ...enLeaves.map(([k, v]) => ['en', k, v])].filter(([, k]) => k !== 'errors.0'))(
  '%s %s is not empty',
  (_lang, _key, value) => {
    expect(value.trim()).not.toBe('')
  },
)

test('interpolation placeholders match between languages', () => {
  const vars = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort()
  const enMap = new Map(enLeaves)
  for (const [key, value] of zhLeaves) expect([key, vars(enMap.get(key) ?? '')]).toEqual([key, vars(value)])
})

test("each count's forms in English name a variable the message puts in", () => {
  for (const [key, value] of enLeaves) {
    for (const [, name] of value.matchAll(/{{(\w+)\|[^}]*}}/g)) expect([key, value.includes(`{{${name}}}`)]).toEqual([key, true])
  }
})

test('no English count reads "1 …s": every count of a thing has its forms', () => {
  const counted = /{{(\w+)}} (?:more |followed |child |social )?([a-z]+s)\b/
  const bare = enLeaves.filter(([, value]) => counted.test(value) && !/seconds|minutes/.test(value))
  expect(bare).toEqual([])
})

test.each(['-404', '-403', '-401', '-499', '-424', '-500', '500', '502', '-502', '-400', '422', '404', '429', '504', '0'])(
  'error code %s is in both catalogues',
  (code) => {
    expect(Object.keys(zh.errors)).toContain(code)
    expect(Object.keys(en.errors)).toContain(code)
  },
)

// the validation texts users see, word for word; each exists in both languages.
test.each([
  ['validation.categoryEmpty', 'zh', '类目不能为空!'],
  ['validation.keywordEmpty', 'en', 'Please enter concept word search'],
  ['validation.timeRangeEmpty', 'en', 'Time range cannot be empty'],
  ['validation.phoneRequired', 'zh', '请选择手机号'],
  ['validation.smsCodeRequired', 'zh', '请输入短信验证码'],
] as const)('%s (%s) is "%s"', (key, lang, text) => {
  expect(translate(key, undefined, lang)).toBe(text)
  expect(translate(key, undefined, lang === 'zh' ? 'en' : 'zh')).not.toBe(text)
})

test('the footer says where sales figures come from', () => {
  expect(en.footer.disclaimer.toLowerCase()).toBe('sales figures are extrapolated from mainstream platforms plus statistics data')
})

test('the upgrade prompt mentions the full platform and 2021', () => {
  expect(en.upgrade.message).toMatch(/full platform.*2021/)
  expect(zh.upgrade.message).toMatch(/完整版.*2021/)
})

test('no text claims the final say over its own rules (a clause consumer regulators treat as unfair)', () => {
  const claims = [...zhLeaves, ...enLeaves].filter(([, text]) =>
    /最终解释权|解释权归|final (right of )?interpretation|interprets these rules/i.test(text),
  )
  expect(claims).toEqual([])
})

// translate() replaced i18next: what callers relied on stays as it was
describe('translate', () => {
  test.each([
    ['a variable is put in', 'header.userMenu', { name: 'A ***st' }, 'en', 'Account menu of A ***st'],
    ['a number is put in as written', 'detailTabs.category.count', { count: 0 }, 'en', '0 categories with sales'],
    ['a variable not given stays as written', 'header.userMenu', {}, 'en', 'Account menu of {{name}}'],
    ['one of a count takes the word for one', 'concept.total', { total: 1 }, 'en', '1 concept'],
    ['other counts take the word for many', 'concept.total', { total: 2 }, 'en', '2 concepts'],
    ['none is many in English', 'detailTabs.commodity.total', { total: 0 }, 'en', '0 items'],
    [
      'a count put in as text counts too',
      'home.postStats',
      { likes: '1', comments: '3', shares: '1.2K' },
      'en',
      '1 like · 3 comments · 1.2K shares',
    ],
    ['Chinese has one form', 'concept.total', { total: 1 }, 'zh', '共 1 个概念'],
    ['a count not given leaves the forms as written', 'concept.total', {}, 'en', '{{total}} {{total|concept|concepts}}'],
    ['a missing key reads as the key', 'no.such.key', undefined, 'zh', 'no.such.key'],
    ['a key naming a group, not a message, reads as the key', 'header', undefined, 'zh', 'header'],
  ] as const)('%s', (_case, key, vars, lang, expected) => {
    expect(translate(key as never, vars as Record<string, string | number> | undefined, lang)).toBe(expected)
  })

  test('the language set last is the default', () => {
    setI18nLanguage('en')
    expect(translate('validation.keywordEmpty')).toBe('Please enter concept word search')
    setI18nLanguage('zh')
    expect(translate('validation.categoryEmpty')).toBe('类目不能为空!')
  })
})
