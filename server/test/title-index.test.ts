// The in-memory title match (analytics/queries/title-index.ts) must select exactly the items the
// engine's condition (concept-sql.ts: positionCaseInsensitiveUTF8 per word, and / or / not) selects:
// the detail reads of a concept are computed over that match, and the rankings and the engine's own
// answers over the SQL condition. Both are run here over the same titles and words.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { compileConcept } from '../analytics/concept-sql'
import { buildTitleIndex, matchItems } from '../analytics/queries/title-index'
import { tsNode } from './ts-node'

// Titles as the marketplaces write them: Chinese with no spaces, English in mixed case, repeated
// characters and pairs, brackets and symbols, a character outside the BMP, a title that is only the
// word, and duplicates (several items share a title).
const TITLES = [
  '法式复古碎花连衣裙女夏季新款',
  '法式方领泡泡袖连衣裙',
  '纯棉儿童T恤短袖',
  '纯棉T恤女宽松百搭',
  '儿童纯棉睡衣套装',
  '冰丝阔腿裤女高腰垂感',
  '冰冰凉凉冰丝凉席三件套',
  '加厚羽绒服男冬季',
  '网红大码女装显瘦',
  '大码【加厚】卫衣',
  '户外便携折叠椅',
  '户外露营便携式炊具',
  '学生书包男初中',
  '控油洗面奶男士',
  '新中式盘扣上衣',
  '整箱装矿泉水',
  'Linen Shirt for Men',
  'linen shirt FOR men',
  'LINEN pants wide leg',
  'Women Linen Dress Summer',
  'Wireless Earbuds Bluetooth 5.3',
  'Stainless Steel Water Bottle 32oz',
  'Yoga Mat Non-Slip',
  'Kids Yoga Mat',
  '🎁礼盒装坚果零食',
  '坚果',
  '坚果礼盒',
  '坚',
  '法式复古碎花连衣裙女夏季新款',
  '纯棉儿童T恤短袖',
  'Linen Shirt for Men',
  'Ｔ恤全角',
  '100%纯棉',
  '纯 棉 空格',
  // every pair of 碎花裙 is in a title without the word: only the whole-word test tells them apart
  '碎花半身裙',
  '印花裙子',
  '碎花裙',
]
const WORDS = [
  '法式',
  '连衣裙',
  '法式 or 连衣裙',
  '纯棉 not 儿童',
  '纯棉 and 儿童',
  '冰丝',
  '冰',
  '冰冰',
  '加厚',
  '网红 or 大码',
  '户外 and 便携',
  '学生',
  '控油',
  '新中式',
  '整箱',
  'linen',
  'LINEN',
  'Linen shirt',
  'shirt not linen',
  'yoga and kids',
  'yoga not kids',
  'earbuds or bottle',
  '坚果',
  '坚',
  '🎁',
  '礼盒 and 坚果',
  't恤',
  'T恤 not 儿童',
  '100%',
  '纯 棉',
  '【加厚】',
  '碎花裙',
  'mat',
  'o',
  '不存在的词',
  '法式 and 连衣裙 not 泡泡袖',
]

function engineMatches(titles: string[], words: string[]): number[][] {
  const out = execFileSync(...tsNode(path.join(__dirname, 'title-match-engine.ts')), {
    input: JSON.stringify({ titles, words }),
    encoding: 'utf8',
  })
  return JSON.parse(out) as number[][]
}

test('the title index matches every expression exactly as the engine condition does', () => {
  const index = buildTitleIndex(TITLES)
  const engine = engineMatches(TITLES, WORDS)
  WORDS.forEach((word, k) => {
    const mine = [...matchItems(index, compileConcept(word).expr)]
    expect({ word, items: mine }).toEqual({ word, items: engine[k] })
  })
  // the words are not all empty or all full matches: the comparison says something
  expect(engine.filter((ids) => ids.length > 0 && ids.length < TITLES.length).length).toBeGreaterThan(25)
}, 60_000)

test('items sharing a title are all matched, in ascending order', () => {
  const index = buildTitleIndex(['b 连衣裙', 'a', 'b 连衣裙', 'B 连衣裙'])
  expect([...matchItems(index, compileConcept('连衣裙').expr)]).toEqual([0, 2, 3])
  expect(index.titles.length).toBe(2)
})
