// The social content of the store (talents, posts, brand mentions): an import folder with bad
// talent, post or brand rows is refused at file:line:column and changes nothing; a good one loads,
// and the server then lists the imported posts — only stored posts, nothing invented at request time.
// The imports run inside this process (import-store.ts), printed as the importer command prints
// them; import.test.ts runs the command itself.
import { currentMonthShanghai } from '../../src/domain/months'
import type { SocialBrandRow, SocialRanking, SocialTalentRow, WxPostsPage } from '../../types'
import { at, importStore, refusals } from './import-store'

jest.setTimeout(240_000)

const store = importStore('gr-import-social-')
const { folder } = store

/** Rows of a query against the raw tables, read here before a server holds the folder. */
async function storeRows<T>(query: string): Promise<T[]> {
  return (await store.analytics()).rows<T>(query)
}

/** Twelve brands mentioned with 猫爪杯: the answer shows the first ten by mentions, ties by name. */
const BRAND_NAMES = [
  '喵星/MIAO',
  '杯语/BEIYU',
  '爪爪/ZHUA',
  '萌物/MENGWU',
  '暖手/NUAN',
  '陶趣/TAOQU',
  '拾光/SHIGUANG',
  '粉爪/FENZHUA',
  '白瓷/BAICI',
  '小窝/XIAOWO',
  '杯杯/BEIBEI',
  '月白/YUEBAI',
]
const BRANDS = `word,social_plat,month,brand,mentions\n${BRAND_NAMES.map((b, i) => `猫爪杯,xhs,2025-06,${b},${i === 11 ? 900 : 1000 - i * 50}`).join('\n')}\n`

/** A generated word's month on a platform, recomputed from the raw tables as /api/social must answer it. */
async function rawLeaders(word: string, plat: string, month: string): Promise<{ talents: SocialTalentRow[]; brands: SocialBrandRow[] }> {
  const posts = await storeRows<{
    talent_id: number
    nickname: string
    followers: number
    likes: number
    comments: number
    shares: number
  }>(
    `SELECT p.talent_id AS talent_id, t.nickname AS nickname, t.followers AS followers, p.likes AS likes, p.comments AS comments, p.shares AS shares
     FROM gr.social_posts AS p LEFT JOIN gr.social_talents AS t ON t.social_plat = p.social_plat AND t.talent_id = p.talent_id
     WHERE p.word = '${word}' AND p.social_plat = '${plat}' AND p.month = '${month}-01'`,
  )
  const byTalent = new Map<number, SocialTalentRow>()
  for (const p of posts) {
    const t = byTalent.get(Number(p.talent_id)) ?? {
      talent_id: Number(p.talent_id),
      nickname: p.nickname,
      followers: Number(p.followers),
      posts: 0,
      likes: 0,
      comments: 0,
      shares: 0,
      engagement: 0,
    }
    t.posts++
    t.likes += Number(p.likes)
    t.comments += Number(p.comments)
    t.shares += Number(p.shares)
    t.engagement = t.likes + t.comments + t.shares
    byTalent.set(t.talent_id, t)
  }
  const talents = [...byTalent.values()]
    .sort((a, b) => b.engagement - a.engagement || b.posts - a.posts || a.talent_id - b.talent_id)
    .slice(0, 10)
  const mentions = await storeRows<{ brand: string; mentions: number }>(
    `SELECT brand, mentions FROM gr.social_brands WHERE word = '${word}' AND social_plat = '${plat}' AND month = '${month}-01'`,
  )
  const brands = mentions
    .map((b) => ({ brand: b.brand, mentions: Number(b.mentions) }))
    .sort((a, b) => b.mentions - a.mentions || (a.brand < b.brand ? -1 : a.brand > b.brand ? 1 : 0))
    .slice(0, 10)
  return { talents, brands }
}

const TALENTS =
  'talent_id,social_plat,nickname,followers,category_id\n990000000001,xhs,测试达人小猫,123456,16\n990000000002,xhs,猫爪杯研究所,98765,\n'
const SOCIAL = 'word,social_plat,month,volume\n猫爪杯,xhs,2025-06,5000\n'
const POSTS =
  'post_id,social_plat,word,published_at,talent_id,title,likes,comments,shares\n' +
  'gr-test-0001,xhs,猫爪杯,2025-06-18 20:15:00,990000000001,测试专用：猫爪杯开箱第一帖,5200,310,88\n' +
  'gr-test-0002,xhs,猫爪杯,2025-06-02 09:00:00,990000000002,猫爪杯｜第二帖,120,4,1\n' +
  'gr-test-0003,xhs,冻干,2025-06-30 23:59:59,990000000001,测试专用：冻干也要看,77,2,0\n'

const BAD_TALENTS =
  'talent_id,social_plat,nickname,followers,category_id\n0991,xhs,前导零,10,\n990000000011,bilibili,错平台,10,\n990000000012,xhs,,-4,999\n'
const BAD_POSTS =
  'post_id,social_plat,word,published_at,talent_id,title\n' +
  'p1,xhs,冻干,2025-02-30 10:00:00,990000000012,日期不存在\n' +
  'p2,xhs,没有声量的词,2025-06-01 10:00:00,990000000012,没有声量\n' +
  'p3,xhs,冻干,2025-06-01 10:00:00,424242,作者不存在\n' +
  'p3,xhs,冻干,2099-06-01 10:00:00,990000000012,\n'
const BAD_BRANDS = 'word,social_plat,month,brand,mentions\n冻干,xhs,2025-06,,5\n冻干,weibo,2025-13,某品牌,x\n'
const current = currentMonthShanghai()

// each case: a folder of social files and every refusal line printed for it, in order
const REFUSED: { name: string; files: Record<string, string>; lines: string[] }[] = [
  {
    // a post's talent may be one of the same folder, even a refused one (990000000012)
    name: 'bad talent, post and brand rows in one folder',
    files: { 'social_talents.csv': BAD_TALENTS, 'social_posts.csv': BAD_POSTS, 'social_brands.csv': BAD_BRANDS },
    lines: [
      `social_brands.csv:2:16: brand: empty`,
      `social_brands.csv:${at(BAD_BRANDS, '2025-13')}: month: "2025-13" is not a month written YYYY-MM`,
      `social_brands.csv:3:22: mentions: "x" is not written as a plain integer: digits only, without a sign, spaces, a decimal point, an exponent or separators`,
      `social_posts.csv:${at(BAD_POSTS, '2025-02-30')}: published_at: "2025-02-30 10:00:00" is not a time written YYYY-MM-DD HH:MM:SS`,
      `social_posts.csv:${at(BAD_POSTS, '没有声量的词')}: word: "没有声量的词" has no social volume on xhs in 2025-06 (in the store or social.csv): its posts could never be listed`,
      `social_posts.csv:${at(BAD_POSTS, 'p3')}: post_id: appears more than once in the file`,
      `social_posts.csv:${at(BAD_POSTS, '424242')}: talent_id: no talent 424242 on xhs (in the store or social_talents.csv)`,
      `social_posts.csv:5:1: post_id: appears more than once in the file`,
      `social_posts.csv:${at(BAD_POSTS, '2099-06')}: published_at: 2099-06-01 10:00:00 is after the current month ${current}`,
      `social_posts.csv:5:44: title: empty`,
      `social_talents.csv:${at(BAD_TALENTS, '0991')}: talent_id: "0991" has a leading zero: write 991 (with the zero it would be another key than 991)`,
      `social_talents.csv:${at(BAD_TALENTS, 'bilibili')}: social_plat: "bilibili" is not one of douyin, weibo, xhs`,
      `social_talents.csv:4:18: nickname: empty`,
      `social_talents.csv:${at(BAD_TALENTS, '-4')}: followers: "-4" is not a non-negative integer`,
      `social_talents.csv:${at(BAD_TALENTS, '999')}: category_id: no Taobao/Tmall (all) category 999`,
    ],
  },
]

test.each(REFUSED)('$name: refused at file:line:column, and the store is unchanged', async ({ name, files, lines }) => {
  const before = await store.checksum()
  const out = await store.importHere(folder(name.replace(/\W+/g, '-'), files))
  expect(out.code).toBe(1)
  expect(out.output).not.toMatch(/DB::Exception|Code: \d+/)
  expect(refusals(out.output)).toEqual(lines)
  expect(await store.checksum()).toEqual(before)
})

test('imported posts are the ones listed: a new word lists exactly its posts, an existing word gains the imported one', async () => {
  const [{ n: frozenBefore }] = await storeRows<{ n: number }>(
    "SELECT count() AS n FROM gr.social_posts WHERE word = '冻干' AND social_plat = 'xhs' AND month = '2025-06-01'",
  )
  const out = await store.importHere(
    folder('good', { 'social_talents.csv': TALENTS, 'social.csv': SOCIAL, 'social_posts.csv': POSTS, 'social_brands.csv': BRANDS }),
  )
  expect(out.output).toMatch(/imported social\.csv 1, social_brands\.csv 12, social_posts\.csv 3, social_talents\.csv 2/)
  expect(out.code).toBe(0)

  // a generated word with many posts, recomputed from the raw tables before the server holds the folder
  const [busy] = await storeRows<{ word: string }>(
    "SELECT word FROM gr.social_posts WHERE social_plat = 'xhs' AND month = '2025-06-01' GROUP BY word ORDER BY count() DESC, word LIMIT 1",
  )
  const raw = await rawLeaders(busy.word, 'xhs', '2025-06')
  expect(raw.talents).toHaveLength(10)
  expect(raw.brands.length).toBeGreaterThan(3)

  const server = await store.serve()
  const login = await fetch(`${server.baseUrl}/sso/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'analyst@growthradar.demo', password: 'demo2026' }),
  })
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const posts = async (query: string) => {
    const res = await fetch(`${server.baseUrl}/api/wx/posts_list?${query}`, { headers: { token } })
    return ((await res.json()) as { data: WxPostsPage }).data
  }
  // a volume of 5000 with two posts: exactly the two, newest first, with their talents
  const cup = await posts(`tag=${encodeURIComponent('猫爪杯')}&social_plat=xhs&ts=2025-06`)
  expect(cup.total).toBe(2)
  expect(cup.rows).toEqual([
    {
      post_id: 'gr-test-0001',
      social_plat: 'xhs',
      title: '测试专用：猫爪杯开箱第一帖',
      author: '测试达人小猫',
      author_id: 990000000001,
      author_followers: 123456,
      published_at: '2025-06-18 20:15:00',
      likes: 5200,
      comments: 310,
      shares: 88,
      word: '猫爪杯',
      category_id: 16,
    },
    {
      post_id: 'gr-test-0002',
      social_plat: 'xhs',
      title: '猫爪杯｜第二帖',
      author: '猫爪杯研究所',
      author_id: 990000000002,
      author_followers: 98765,
      published_at: '2025-06-02 09:00:00',
      likes: 120,
      comments: 4,
      shares: 1,
      word: '猫爪杯',
      category_id: 0,
    },
  ])
  // the generated posts of 冻干 plus the imported one, which is the month's newest
  const frozen = await posts(`tag=${encodeURIComponent('冻干')}&social_plat=xhs&ts=2025-06&page_size=1`)
  expect(frozen.total).toBe(Number(frozenBefore) + 1)
  expect(frozen.rows[0]).toMatchObject({ post_id: 'gr-test-0003', author: '测试达人小猫', title: '测试专用：冻干也要看' })

  // /api/social: the top-10 talents and brands are the stored ones
  const social = async (word: string) => {
    const res = await fetch(`${server.baseUrl}/api/social?social_plat=xhs&ts=2025-06&word=${encodeURIComponent(word)}`, {
      headers: { 'x-api-key': token },
    })
    return ((await res.json()) as { data: SocialRanking }).data.rows[0]
  }
  const generated = await social(busy.word)
  expect(generated.talents).toEqual(raw.talents)
  expect(generated.brands).toEqual(raw.brands)
  const imported = await social('猫爪杯')
  expect(imported).toMatchObject({ word: '猫爪杯', volume: 5000 })
  expect(imported.talents).toEqual([
    {
      talent_id: 990000000001,
      nickname: '测试达人小猫',
      followers: 123456,
      posts: 1,
      likes: 5200,
      comments: 310,
      shares: 88,
      engagement: 5598,
    },
    { talent_id: 990000000002, nickname: '猫爪杯研究所', followers: 98765, posts: 1, likes: 120, comments: 4, shares: 1, engagement: 125 },
  ])
  // 月白 (900, listed last) ties with 爪爪 and comes first by name; 小窝 and 杯杯 are 11th and 12th
  expect(imported.brands?.map((b) => b.brand)).toEqual([
    '喵星/MIAO',
    '杯语/BEIYU',
    '月白/YUEBAI',
    '爪爪/ZHUA',
    '萌物/MENGWU',
    '暖手/NUAN',
    '陶趣/TAOQU',
    '拾光/SHIGUANG',
    '粉爪/FENZHUA',
    '白瓷/BAICI',
  ])
  expect(imported.brands?.[0]).toEqual({ brand: '喵星/MIAO', mentions: 1000 })
  // no Taobao title carries 猫爪杯: no e-commerce sales beside its volume
  expect(imported).toMatchObject({ sales: null, sales_trend: null })
})
