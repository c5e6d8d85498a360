// The concepts whose sales curves make the rankings tell a story. Each one appears in the titles
// of items of the listed families; its curve multiplies those items' sales month by month.

export type ConceptKind =
  /** grows every year */
  | 'steady'
  /** nothing before `start`, then a fast rise: ranks as 'new', then 'breakout' */
  | 'breakout'
  /** popular early, then shrinking every year */
  | 'decline'
  /** appears at `start` and sells mostly in its season */
  | 'seasonal'
  /** rises from `start` to `peak`, then falls */
  | 'boom_bust'

export interface ConceptSpec {
  word: string
  kind: ConceptKind
  families: readonly string[]
  /**
   * First month items with this word exist (breakout, seasonal, boom_bust): 'YYYY-MM', or a negative
   * number of months before the dataset's last month, so the latest months always show fresh
   * 'new' and 'breakout' concepts whenever the dataset is built.
   */
  start?: string | number
  peak?: string
  /** months of the year (1..12) a seasonal concept sells in */
  months?: readonly number[]
  /** share of the family's items carrying the word, relative (default 1) */
  weight?: number
}

export const CONCEPTS: readonly ConceptSpec[] = [
  // zh platforms
  { word: '新中式', kind: 'steady', families: ['women', 'men', 'kids', 'kitchen', 'bedding'], weight: 1.4 },
  { word: '多巴胺', kind: 'breakout', families: ['women', 'shoes', 'kids', 'makeup'], start: '2023-06' },
  { word: '美拉德', kind: 'breakout', families: ['women', 'men', 'shoes', 'makeup'], start: '2023-09' },
  { word: 'citywalk', kind: 'breakout', families: ['shoes', 'sportswear', 'men', 'outdoor'], start: '2023-04' },
  { word: '电解质水', kind: 'breakout', families: ['drinks'], start: '2022-12', weight: 1.5 },
  { word: '以油养肤', kind: 'breakout', families: ['skincare'], start: '2023-02' },
  { word: '老钱风', kind: 'breakout', families: ['women', 'men', 'shoes'], start: '2023-10' },
  { word: '巴恩风', kind: 'breakout', families: ['women', 'men'], start: '2024-09' },
  { word: '山系', kind: 'boom_bust', families: ['outdoor', 'sportswear', 'men'], start: '2021-09', peak: '2023-03' },
  { word: '露营', kind: 'boom_bust', families: ['outdoor', 'kitchen', 'snacks'], start: '2020-05', peak: '2022-06', weight: 1.3 },
  { word: '飞盘', kind: 'boom_bust', families: ['outdoor', 'sportswear'], start: '2021-10', peak: '2022-07' },
  { word: '早C晚A', kind: 'boom_bust', families: ['skincare'], start: '2020-11', peak: '2022-03' },
  { word: '围炉煮茶', kind: 'seasonal', families: ['kitchen', 'drinks', 'outdoor', 'snacks'], start: '2022-10', months: [11, 12, 1, 2] },
  { word: '冰丝', kind: 'seasonal', families: ['men', 'women', 'bedding', 'sportswear'], start: '2017-01', months: [5, 6, 7, 8] },
  { word: '破洞', kind: 'decline', families: ['women', 'men'] },
  { word: '韩系', kind: 'decline', families: ['women', 'makeup', 'shoes'] },
  { word: '低GI', kind: 'breakout', families: ['snacks', 'drinks'], start: '2022-08' },
  { word: '0糖', kind: 'steady', families: ['snacks', 'drinks'] },
  { word: '冻干', kind: 'steady', families: ['snacks', 'drinks'] },
  { word: '国潮', kind: 'boom_bust', families: ['men', 'women', 'shoes', 'sportswear', 'makeup'], start: '2018-06', peak: '2021-06' },
  { word: '骑行', kind: 'boom_bust', families: ['outdoor', 'sportswear'], start: '2019-03', peak: '2023-05' },
  { word: '磁吸', kind: 'steady', families: ['gadgets'] },
  { word: '氮化镓', kind: 'breakout', families: ['gadgets'], start: '2020-03' },
  { word: '情绪价值', kind: 'breakout', families: ['gadgets', 'snacks', 'bedding', 'makeup'], start: -8 },
  { word: '松弛感', kind: 'breakout', families: ['women', 'men', 'shoes', 'bedding'], start: -16 },
  { word: '轻户外', kind: 'breakout', families: ['outdoor', 'sportswear', 'shoes'], start: -14 },
  { word: '药食同源', kind: 'breakout', families: ['snacks', 'drinks'], start: -10 },
  // en platforms
  { word: 'Quiet Luxury', kind: 'breakout', families: ['clothing', 'beauty'], start: '2023-05' },
  { word: 'Gorpcore', kind: 'boom_bust', families: ['clothing', 'sports'], start: '2021-06', peak: '2023-06' },
  { word: 'Y2K', kind: 'decline', families: ['clothing', 'beauty'] },
  { word: 'Mushroom', kind: 'breakout', families: ['grocery'], start: '2022-10' },
  { word: 'Snail Mucin', kind: 'breakout', families: ['beauty'], start: '2022-03' },
  { word: 'Retinol', kind: 'steady', families: ['beauty'] },
  { word: 'Pickleball', kind: 'breakout', families: ['sports', 'clothing'], start: '2022-01' },
  { word: 'Stanley-Style', kind: 'boom_bust', families: ['home'], start: '2022-09', peak: '2024-01' },
  { word: 'Standing', kind: 'boom_bust', families: ['office', 'home'], start: '2017-01', peak: '2020-06' },
  { word: 'Cottagecore', kind: 'decline', families: ['clothing', 'home'] },
  { word: 'Holiday', kind: 'seasonal', families: ['home', 'grocery', 'beauty', 'clothing'], start: '2017-01', months: [11, 12] },
  { word: 'Electrolyte', kind: 'breakout', families: ['grocery'], start: '2023-02' },
  { word: 'MagSafe-Compatible', kind: 'steady', families: ['electronics'] },
  { word: 'Ergonomic', kind: 'steady', families: ['office', 'electronics'] },
  { word: 'Glass Skin', kind: 'breakout', families: ['beauty'], start: -9 },
  { word: 'Protein Coffee', kind: 'breakout', families: ['grocery'], start: -15, weight: 2 },
  { word: 'Coquette', kind: 'breakout', families: ['clothing', 'beauty'], start: -13 },
  { word: 'Desk Treadmill', kind: 'breakout', families: ['office', 'sports'], start: -11 },
]
