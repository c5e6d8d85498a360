// How fresh the data is (GET /api/freshness): per data source, the months it holds, when it was
// last updated and which of its months are not final. A month not listed is complete.

/** complete: final figures; estimated: extrapolated, to be revised by the next update; partial: still being collected. */
export type MonthStatus = 'complete' | 'estimated' | 'partial'

export interface MarkedMonth {
  month: string
  status: Exclude<MonthStatus, 'complete'>
}

export interface SourceFreshness {
  /** sales: an e-commerce data source (its facts); social: a social platform (its volume) */
  kind: 'sales' | 'social'
  /** sales: all | jd | douyin | gamazon | ebay; social: douyin | weibo | xhs */
  source: string
  /** first and latest month with data */
  ts_min: string
  ts: string
  /** when this source's data was last written (ISO 8601, UTC) */
  updated_at: string
  /** the months that are estimated or partial, oldest first; every other month is complete */
  months: MarkedMonth[]
}

export interface Freshness {
  sources: SourceFreshness[]
}
