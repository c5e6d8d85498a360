// "Realistic data": prices fit the product and move (drift, sale discounts that sell
// more units), each platform's own big sale of a different size every year, the Spring Festival and
// Mid-Autumn on their lunar dates, talk and sales that wander and carry over, names and titles that repeat no word and take their words from their own category.
// Ranked words are not one list under two names, and a concept's talents write about its field.
// The calendar is checked on the generator's curves; the rest on the test server's small dataset.
import type { CommodityPage, ConceptRanking, ConceptRankRow, SocialRanking } from '../../types'
import { CATALOG_PLATFORMS, SOCIAL_PLATFORMS } from '../../src/domain/constants'
import { CONCEPTS } from '../dataset/concepts'
import { midAutumnShare, springFestivalDip } from '../dataset/calendar'
import { monthIndex } from '../dataset/month-index'
import { PRICE_ELASTICITY, SALE_EVENTS, discountCurve, trafficCurve } from '../dataset/promotions'
import { PLANTED_LEADS, plantedLead } from '../dataset/leads'
import { wordCurves } from '../dataset/word-curves'
import { SOURCES, isEnglishSource } from '../dataset/families'
import { leafTitleParts } from '../dataset/gen-params'
import { DEFAULT_SEED } from '../dataset/sizes'
import { englishWords, sharesWord } from '../dataset/title-words'
import { talentRows } from '../dataset/social-talents'
import { buildTree } from '../dataset/tree'
import { api, tokenFor } from './helpers'

let analyst: string
beforeAll(async () => {
  analyst = await tokenFor('analyst@growthradar.demo')
})

type Item = CommodityPage['rows'][number]

/** Every item matching a word in one month (or the latest), by item id. */
async function itemsOf(body: Record<string, unknown>): Promise<Map<string, Item>> {
  const out = new Map<string, Item>()
  for (let page = 1; page < 40; page++) {
    const { json } = await api<CommodityPage>('/api/itemcloud', { body: { ...body, page, page_size: 100 }, token: analyst })
    expect(json.status).toBe('ok')
    for (const r of json.data.rows) out.set(r.item_id, r)
    if (out.size >= json.data.total) break
  }
  return out
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
const END = monthIndex('2026-12')
const at = (ym: string) => monthIndex(ym)

describe('the calendar follows the lunar dates', () => {
  const dip = springFestivalDip(END)
  test.each([
    [2018, '02'],
    [2020, '01'],
    [2021, '02'],
    [2023, '01'],
    [2024, '02'],
    [2025, '01'],
    [2026, '02'],
  ])('Spring Festival %i: the dip is deepest in month %s', (year, month) => {
    const [jan, feb] = [dip[at(`${year}-01`)], dip[at(`${year}-02`)]]
    expect(Math.min(jan, feb)).toBe(month === '01' ? jan : feb)
    expect(Math.min(jan, feb)).toBeLessThan(0.8)
  })

  test('a late-January new year (2020-01-25) dips late January and a little of early February', () => {
    expect(dip[at('2020-02')]).toBeLessThan(1)
    expect(dip[at('2020-02')]).toBeGreaterThan(dip[at('2020-01')])
    expect(dip[at('2020-03')]).toBe(1)
  })

  test('mooncakes: 2025 (festival 6 October) sell mostly in September, partly early October, not after', () => {
    const share = midAutumnShare(END)
    expect(share[at('2025-09')]).toBeGreaterThan(share[at('2025-10')])
    expect(share[at('2025-10')]).toBeGreaterThan(0.1)
    expect(share[at('2025-08')]).toBe(0)
    expect(share[at('2025-11')]).toBe(0)
    // festivals late in September or on 1 October: September alone
    for (const year of [2018, 2020, 2021, 2023, 2026]) expect(share[at(`${year}-09`)]).toBeGreaterThan(0.85)
  })

  test('each platform has its own biggest sale: 双11 on Taobao/Tmall, 618 on JD, Prime Day and Black Friday overseas', () => {
    const strength = (source: keyof typeof SALE_EVENTS, month: number) => {
      const e = SALE_EVENTS[source].find((s) => s.month === month)
      return e ? e.traffic * (1 - e.discount) ** -PRICE_ELASTICITY : 1
    }
    expect(strength('jd', 6)).toBeGreaterThan(strength('jd', 11))
    expect(strength('all', 11)).toBeGreaterThan(strength('all', 6))
    expect(strength('gamazon', 7)).toBeGreaterThan(1.3)
    expect(strength('gamazon', 11)).toBeGreaterThan(1.3)
  })
})

describe('series that move as real ones do', () => {
  test('each big sale changes size from year to year; from 2020 the Chinese 618 and 双11 sell part of it the month before', () => {
    const traffic = trafficCurve('all', END)
    const discount = discountCurve('all', END)
    const novembers = [2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025].map((y) => traffic[at(`${y}-11`)])
    expect(Math.max(...novembers) / Math.min(...novembers)).toBeGreaterThan(1.1)
    expect(new Set(novembers).size).toBe(novembers.length)
    // October and May: ordinary months before the presales, part of the sale after
    for (const year of [2017, 2018, 2019]) {
      expect(discount[at(`${year}-10`)]).toBe(0)
      expect(discount[at(`${year}-05`)]).toBe(0)
      expect(traffic[at(`${year}-10`)]).toBe(traffic[at('2017-10')])
    }
    for (const year of [2020, 2022, 2024]) {
      expect(discount[at(`${year}-10`)]).toBeGreaterThan(0)
      expect(discount[at(`${year}-05`)]).toBeGreaterThan(0)
      expect(traffic[at(`${year}-10`)]).toBeGreaterThan(traffic[at('2019-10')])
    }
    // overseas sales have no presale month
    expect(discountCurve('gamazon', END)[at('2024-10')]).toBe(0)
  })

  test("a concept's talk and sales wander about its curve, carrying over from month to month; a planted lead's strength is its own", () => {
    const curve = Array.from({ length: END + 1 }, () => 1)
    const lag1 = (xs: number[]) => {
      const d = xs.slice(1).map((x, i) => [xs[i], x])
      const m = xs.reduce((a, b) => a + b, 0) / xs.length
      const num = d.reduce((a, [x, y]) => a + (x - m) * (y - m), 0)
      return num / xs.reduce((a, x) => a + (x - m) ** 2, 0)
    }
    const carry: number[] = []
    for (const c of CONCEPTS.filter((x) => !plantedLead(x.word))) {
      const { sales, talk } = wordCurves(c.word, curve, DEFAULT_SEED, true)
      for (const series of [sales, ...talk]) carry.push(lag1(series.map(Math.log)))
      // deterministic: the same word and seed, the same series
      expect(wordCurves(c.word, curve, DEFAULT_SEED, true)).toEqual({ sales, talk })
    }
    // most series carry over strongly (white noise would give about 0)
    expect(carry.filter((r) => r > 0.4).length).toBeGreaterThan(carry.length * 0.75)
    // strong and weak leads, both planted
    const strengths = PLANTED_LEADS.map((p) => p.strength)
    expect(Math.min(...strengths)).toBeLessThanOrEqual(0.4)
    expect(Math.max(...strengths)).toBeGreaterThanOrEqual(0.85)
  })
})

describe('names and titles', () => {
  /** a word said twice: English words, or two Chinese characters found twice */
  function doubled(text: string, english: boolean): boolean {
    if (english) {
      const words = englishWords(text)
      return new Set(words).size !== words.length
    }
    for (let i = 0; i + 2 <= text.length; i++) if (text.indexOf(text.slice(i, i + 2), i + 2) >= 0) return true
    return false
  }

  test.each(SOURCES)('%s: no category name says a word twice ("Wireless Wireless Earbuds")', (source) => {
    const english = isEnglishSource(source)
    const names = buildTree(source, DEFAULT_SEED)
      .rows.filter((r) => r.level === 4)
      .map((r) => (english ? r.name_en : r.name))
    expect(names.filter((n) => doubled(n, english))).toEqual([])
  })

  test.each(SOURCES)('%s: no two parts a title is made of repeat a word', (source) => {
    const english = isEnglishSource(source)
    const tree = buildTree(source, DEFAULT_SEED)
    const clashes: string[] = []
    for (const leaf of tree.leaves) {
      const p = leafTitleParts(leaf, tree.families[leaf.family - 1], english)
      const parts = [leaf.titleName, ...p.attrs, ...p.suffixes]
      for (const [i, a] of parts.entries()) {
        for (const b of parts.slice(i + 1))
          if (sharesWord(a, b, english) && !(p.suffixes.includes(a) && p.suffixes.includes(b))) clashes.push(`${a} / ${b}`)
        for (const c of p.conceptsShown) if (c && sharesWord(a, c, english)) clashes.push(`${a} / ${c}`)
      }
    }
    expect(clashes).toEqual([])
  })

  test('Amazon hair dryers carry hair words, not skin-care ones; no title repeats a word', async () => {
    const items = [...(await itemsOf({ plat: 'gamazon', word: 'Hair Dryers', cid: '3760911', ts: '2025-06' })).values()]
    expect(items.length).toBeGreaterThan(0)
    for (const r of items) {
      expect(r.title).not.toMatch(/Hyaluronic|Niacinamide|Vitamin C|Hydrating/)
      expect(doubled(r.title, true)).toBe(false)
    }
  })
})

describe('prices', () => {
  test.each([
    ['all', '数据线', '50008090', 9, 59],
    ['all', '打底裤', '16', 39, 199],
    ['all', '洁面', '1801', 29, 299],
    ['all', '牛仔裤', '16', 69, 399],
    ['gamazon', 'Leggings', '7141123011', 9, 39],
  ])('%s %s: the median item price is within its band', async (plat, word, cid, low, high) => {
    const items = [...(await itemsOf({ plat, word, cid, start: '2024-01', end: '2025-12' })).values()]
    expect(items.length).toBeGreaterThan(3)
    const m = median(items.map((r) => r.price))
    expect(m).toBeGreaterThanOrEqual(low)
    expect(m).toBeLessThanOrEqual(high)
  })

  test('dear items sell fewer units: leggings sell more units an item than down jackets', async () => {
    const unitsPerItem = async (word: string) => {
      const items = [...(await itemsOf({ word, cid: '16', start: '2024-01', end: '2025-12' })).values()]
      return sum(items.map((r) => r.volume)) / items.length
    }
    expect(await unitsPerItem('打底裤')).toBeGreaterThan(2 * (await unitsPerItem('羽绒服')))
  })

  /** the price paid per unit by each item sold in both months */
  async function paid(plat: string, word: string, cid: string, a: string, b: string): Promise<[number, number][]> {
    const [x, y] = await Promise.all([itemsOf({ plat, word, cid, ts: a }), itemsOf({ plat, word, cid, ts: b })])
    const out: [number, number][] = []
    for (const [id, r] of x) {
      const s = y.get(id)
      if (s && r.volume >= 5 && s.volume >= 5) out.push([r.sales / r.volume, s.sales / s.volume])
    }
    return out
  }

  test('Taobao/Tmall: most items sell for less in 双11 (November) than in October', async () => {
    const pairs = await paid('all', '法式 or 纯棉 or 宽松', '16', '2024-10', '2024-11')
    expect(pairs.length).toBeGreaterThan(10)
    expect(pairs.filter(([oct, nov]) => nov < oct * 0.98).length).toBeGreaterThan(pairs.length * 0.7)
  })

  test("an item's price moves over the years (not one list price from 2017 to 2026)", async () => {
    const pairs = await paid('all', '法式 or 纯棉 or 宽松', '16', '2023-04', '2025-04')
    expect(pairs.length).toBeGreaterThan(3)
    expect(pairs.filter(([a, b]) => Math.abs(b / a - 1) > 0.01).length).toBeGreaterThan(pairs.length * 0.6)
  })

  test('JD: the same items sell more in 618 (June) than in 双11 (November), year after year', async () => {
    // skin care without a season or a concept's story of its own (a concept's talk and sales wander)
    const stories = CONCEPTS.filter((c) => c.families.includes('skincare')).map((c) => ` not ${c.word}`)
    const word = `精华 or 乳液 or 爽肤水 or 眼霜 or 洁面 or 面膜 or 沐浴露${stories.join('')}`
    for (const year of [2019, 2021, 2023, 2025]) {
      const [june, november] = await Promise.all(['06', '11'].map((m) => itemsOf({ plat: 'jd', word, cid: '1801', ts: `${year}-${m}` })))
      const ids = [...june.keys()].filter((id) => november.has(id))
      expect(ids.length).toBeGreaterThan(5)
      expect(sum(ids.map((id) => june.get(id)!.sales))).toBeGreaterThan(sum(ids.map((id) => november.get(id)!.sales)))
    }
  })

  test('mooncakes peak in September 2025 (festival 6 October) and fall away in November', async () => {
    const volume = async (ym: string) => sum([...(await itemsOf({ plat: 'tbjddy', word: '月饼', ts: ym })).values()].map((r) => r.volume))
    const [aug, sep, oct, nov] = await Promise.all(['2025-08', '2025-09', '2025-10', '2025-11'].map(volume))
    expect(sep).toBeGreaterThan(oct)
    expect(sep).toBeGreaterThan(3 * aug)
    expect(oct).toBeGreaterThan(aug)
    expect(nov).toBeLessThan(sep / 3)
  })

  // the items on sale from November to March, so that launches and ends do not move the sums
  test.each([
    [2018, '02'],
    [2020, '01'],
    [2023, '01'],
  ])('Spring Festival %i: the same items sell least in month %s', async (year, month) => {
    const months = [`${year - 1}-11`, `${year - 1}-12`, `${year}-01`, `${year}-02`, `${year}-03`]
    const word = '数据线 or 充电器 or 手机壳 or 钢化膜 or 手机支架 or 头戴耳机 or 蓝牙音箱'
    const byMonth = await Promise.all(months.map((ts) => itemsOf({ plat: 'all', word, cid: '50008090', ts })))
    const ids = [...byMonth[0].keys()].filter((id) => byMonth.every((m) => m.has(id)))
    expect(ids.length).toBeGreaterThan(5)
    const [jan, feb, mar] = byMonth.slice(2).map((m) => sum(ids.map((id) => m.get(id)!.volume)))
    const low = month === '01' ? jan : feb
    expect(low).toBe(Math.min(jan, feb, mar))
    expect(low).toBeLessThan(0.9 * mar)
  })
})

describe('ranked words', () => {
  /** every row of one ranking partition (the sales order lists every word, rankable or not) */
  async function rankingRows(plat: string, cid: number): Promise<ConceptRankRow[]> {
    const rows: ConceptRankRow[] = []
    for (let page = 1; page < 20; page++) {
      const { json } = await api<ConceptRanking>('/api/ecommerce', {
        body: { plat, cid, sortby: 'sales', page, page_size: 100 },
        token: analyst,
      })
      expect(json.status).toBe('ok')
      rows.push(...json.data.rows)
      if (rows.length >= json.data.total) break
    }
    return rows
  }

  // "Quiet" beside "Quiet Luxury" with the same sales month by month gives the data away: on a real
  // marketplace the shorter word is also said without the longer phrase, or it is the same list
  test.each(CATALOG_PLATFORMS)('%s: no ranked word has the figures of a longer ranked word holding it, in any category', async (plat) => {
    const tree = await api<{ childrenList: Record<string, { level: number; category_id: number }> }>(`/api/cats_tree?plat=${plat}`, {
      token: analyst,
    })
    const ranked = Object.values(tree.json.data.childrenList)
      .filter((n) => n.level <= 2)
      .map((n) => n.category_id)
    expect(ranked.length).toBeGreaterThan(5)
    const same: string[] = []
    for (const cid of ranked) {
      const rows = await rankingRows(plat, cid)
      for (const short of rows) {
        for (const long of rows) {
          if (long.word === short.word || !long.word.toLowerCase().includes(short.word.toLowerCase())) continue
          if (short.sales === long.sales && JSON.stringify(short.trend) === JSON.stringify(long.trend))
            same.push(`${cid}: ${short.word} = ${long.word}`)
        }
      }
    }
    expect(same).toEqual([])
  })
})

describe('social talents', () => {
  const families = buildTree('all', DEFAULT_SEED).families
  const familyId = new Map(families.map((f) => [f.key, f.id]))
  /** the fields a ranked word belongs to: a trending concept's own (its first family), an everyday word's families */
  function fieldsOf(word: string): Set<number> {
    const concept = CONCEPTS.find((c) => c.word === word)
    if (concept) return new Set([familyId.get(concept.families[0]) as number])
    return new Set(
      families
        .filter((f) => f.groups.some((g) => [...(g.attrs ?? f.attrs), ...(g.variants ?? f.variants).map((v) => v[0])].includes(word)))
        .map((f) => f.id),
    )
  }

  test.each(SOCIAL_PLATFORMS)("%s: a word's top-10 talents all write about its field (no shoe blogger on 轻户外)", async (plat) => {
    const field = new Map(
      talentRows(DEFAULT_SEED)
        .filter((t) => t.social_plat === plat)
        .map((t) => [t.talent_id, t.category_id]),
    )
    const rows: SocialRanking['rows'] = []
    for (let page = 1; page < 20; page++) {
      const { json } = await api<SocialRanking>(`/api/social?social_plat=${plat}&sortby=volume&page_size=100&page=${page}`, {
        token: analyst,
      })
      expect(json.status).toBe('ok')
      rows.push(...json.data.rows)
      if (rows.length >= json.data.total) break
    }
    expect(rows.length).toBeGreaterThan(100)
    const outside: string[] = []
    for (const r of rows) {
      const fields = fieldsOf(r.word)
      expect(fields.size).toBeGreaterThan(0)
      expect(r.talents?.length).toBeGreaterThan(0)
      for (const [i, t] of (r.talents ?? []).entries()) {
        if (!fields.has(field.get(t.talent_id) as number)) outside.push(`${r.word} #${i + 1} ${t.nickname} (${field.get(t.talent_id)})`)
      }
    }
    expect(outside).toEqual([])
  })
})
