// The rows of a ranking page as a CSV table in the request's language (Download): the
// columns of the table on screen, the growth figures as raw numbers (a spreadsheet sums them; the
// screen's 万/K forms would not), and the 12 trend months as columns of their own.
import type { BrandRanking, CategoryRanking, ConceptRanking, GrowthLabel } from '../../types'
import type { Lang } from '../../src/domain/constants'
import { currencyOf } from '../../src/domain/format'
import { lastMonths } from '../../src/domain/months'

interface Columns {
  rank: string
  brand: string
  brandId: string
  category: string
  categoryId: string
  word: string
  sales: (currency: string) => string
  base: (currency: string) => string
  yoy: string
  change: (currency: string) => string
  volume: string
  label: string
  labels: Record<'new' | 'breakout', string>
  file: Record<'brand' | 'category' | 'concept', string>
}

const COLUMNS: Record<Lang, Columns> = {
  zh: {
    rank: '排名',
    brand: '品牌',
    brandId: '品牌ID',
    category: '类目',
    categoryId: '类目ID',
    word: '概念词',
    sales: (c) => `销售额(${c})`,
    base: (c) => `去年同期销售额(${c})`,
    yoy: '同比增长(%)',
    change: (c) => `较去年同期(${c})`,
    volume: '销量',
    label: '标签',
    labels: { new: '新', breakout: '爆发' },
    file: { brand: '高增长品牌', category: '高增长类目', concept: '高增长电商概念' },
  },
  en: {
    rank: 'Rank',
    brand: 'Brand',
    brandId: 'Brand ID',
    category: 'Category',
    categoryId: 'Category ID',
    word: 'Concept',
    sales: (c) => `Sales (${c})`,
    base: (c) => `Sales a year earlier (${c})`,
    yoy: 'YoY growth (%)',
    change: (c) => `Change vs a year earlier (${c})`,
    volume: 'Volume',
    label: 'Label',
    labels: { new: 'New', breakout: 'Breakout' },
    file: { brand: 'growing-brands', category: 'growing-categories', concept: 'growing-concepts' },
  },
}

type Ranking =
  | { kind: 'brand'; data: BrandRanking }
  | { kind: 'category'; data: CategoryRanking }
  | { kind: 'concept'; data: ConceptRanking }

const labelText = (c: Columns, label: GrowthLabel) => (label ? c.labels[label] : '')

/** A cell of a CSV download (http/csv-reply.ts writes it). */
export type CsvCell = string | number | null

/** A table sent as a CSV download. */
export interface CsvTable {
  /** file name without extension, in the request's language */
  name: string
  /** the same in ASCII (Content-Disposition's fallback for clients without RFC 5987) */
  asciiName: string
  header: string[]
  rows: CsvCell[][]
}

export function rankingCsv(ranking: Ranking, lang: Lang): CsvTable {
  const c = COLUMNS[lang]
  const d = ranking.data
  const currency = currencyOf(d.plat) === 'USD' ? 'US$' : '¥'
  const months = lastMonths(d.end, 12)
  const period = d.start === d.end ? d.end : `${d.start}_${d.end}`
  const suffix = `-${d.plat}-${d.cid}-${period}${d.page > 1 ? `-p${d.page}` : ''}`
  const name = c.file[ranking.kind] + suffix
  const asciiName = COLUMNS.en.file[ranking.kind] + suffix
  const growth = [c.sales(currency), c.base(currency), c.yoy, c.change(currency)]
  const figures = (r: { sales: number; sales_base: number | null; sales_yoy: number | null; sales_change: number | null }) => [
    r.sales,
    r.sales_base,
    r.sales_yoy,
    r.sales_change,
  ]
  const categoryOf = (r: { category_name: string; category_name_en: string }) => (lang === 'en' && r.category_name_en) || r.category_name
  if (ranking.kind === 'brand') {
    return {
      name,
      asciiName,
      header: [c.rank, c.brand, c.brandId, c.category, ...growth, c.label, ...months],
      rows: ranking.data.rows.map((r) => [
        r.rank,
        r.brand_name,
        r.brand_id,
        categoryOf(ranking.data),
        ...figures(r),
        labelText(c, r.label),
        ...r.trend,
      ]),
    }
  }
  if (ranking.kind === 'category') {
    return {
      name,
      asciiName,
      header: [c.rank, c.category, c.categoryId, ...growth, c.label, ...months],
      rows: ranking.data.rows.map((r) => [r.rank, categoryOf(r), r.category_id, ...figures(r), labelText(c, r.label), ...r.trend]),
    }
  }
  return {
    name,
    asciiName,
    header: [c.rank, c.word, c.category, ...growth, c.volume, c.label, ...months],
    rows: ranking.data.rows.map((r) => [r.rank, r.word, categoryOf(r), ...figures(r), r.volume, labelText(c, r.label), ...r.trend]),
  }
}
