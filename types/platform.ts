/** E-commerce platform values. all = Taobao and Tmall; gamazon = Amazon. */
export type Plat = 'all' | 'jd' | 'gamazon' | 'tbjd' | 'douyin' | 'tbjddy'
/** Social platforms. */
export type SocialPlat = 'douyin' | 'weibo' | 'xhs'
/** The currency a data source reports in: yuan for the Chinese platforms, US dollars for Amazon and eBay. */
export type Currency = 'CNY' | 'USD'
/** Month as YYYY-MM. */
export type Month = string

/** Latest month info, from GET /api/get_word_ts and its siblings. */
export interface TimeInfo {
  /** latest month with data, YYYY-MM */
  ts: Month
  /** first month with data, YYYY-MM */
  ts_min: Month
  /** true when the latest month's data is still being collected */
  partial?: boolean
}
