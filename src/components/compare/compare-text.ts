// The words of the /compare page, in both languages. They live with the page rather than in the
// app's dictionaries: the mini-program carries both dictionaries in its main package, which is at
// its size budget, while this page is a subpackage of its own (on the web, a chunk of its own).
// The "+ Compare" buttons' words are button-text.ts. The
// type makes a missing translation a type error, as the dictionaries' does.
import type { Lang } from '../../domain/constants'

interface CompareText {
  title: string
  subtitle: string
  emptyTitle: string
  emptyHint: string
  emptyAction: string
  /** after 清空: the list is empty, and one tap brings back the concepts it held */
  clearedTitle: string
  undoClear: (n: number) => string
  loading: string
  sales: string
  volume: string
  social: string
  socialOn: string
  metric: string
  span: string
  months: (n: number) => string
  log: string
  chartTitle: (metric: string, n: number) => string
  /** a comparison opened from a link, beside the device's own */
  sharedNote: (ownCount: number) => string
  keepShared: string
  /** concepts of a hand-edited link that were left out */
  dropped: (n: number, max: number) => string
  openOwn: (ownCount: number) => string
  /** the title of one currency's chart, when the concepts' sales are in several */
  chartTitleIn: (metric: string, n: number, currency: string) => string
  currencies: (list: string) => string
  concept: string
  thisMonth: (month: string) => string
  yoy: string
  change: string
  label: string
  rank: string
  rankHint: string
  /** why a concept has no rank: the growth rule does not rank it */
  unranked: string
  actions: string
  moveUp: (word: string) => string
  moveDown: (word: string) => string
  remove: (word: string) => string
  refused: string
  /** a row whose word or category the server could not read (a hand-edited or outdated link) */
  badEntry: string
  share: string
  clear: string
  sortBy: (column: string) => string
  count: (n: number, max: number) => string
  allCategories: string
  legendOf: (word: string, plat: string) => string
}

const zh: CompareText = {
  title: '概念对比',
  subtitle: '最多 20 个概念放在同一把尺子上：绝对销售额、销量或社媒声量，同一个增长定义',
  emptyTitle: '还没有要对比的概念',
  emptyHint: '在概念详情页、榜单的行或卡片、或搜索里点「+ 对比」，最多加入 20 个概念，再回到这里',
  emptyAction: '去看概念榜单',
  clearedTitle: '对比已清空',
  undoClear: (n) => `撤销，恢复 ${n} 个概念`,
  loading: '正在计算对比…',
  sales: '销售额',
  volume: '销量',
  social: '社媒声量',
  socialOn: '社媒平台',
  metric: '指标',
  span: '月数',
  months: (n) => `${n} 个月`,
  log: '对数坐标',
  chartTitle: (metric, n) => `近 ${n} 个月${metric}对比`,
  sharedNote: (n) => `这是链接打开的对比。你自己的对比（${n} 个概念）仍保存在本机，在这里的改动不会覆盖它。`,
  keepShared: '把这个对比存为我的对比',
  dropped: (n, max) => `链接里有 ${n} 个概念无法打开（平台或类目写错，或超过 ${max} 个），已略过。`,
  openOwn: (n) => `打开我的对比（${n}）`,
  chartTitleIn: (metric, n, currency) => `近 ${n} 个月${metric}对比（${currency === 'USD' ? '美元' : '人民币'}）`,
  currencies: (list) => `这些概念的销售额分属不同币种（${list}），各按来源自己的币种显示，从不相加。`,
  concept: '概念',
  thisMonth: (month) => `${month}`,
  yoy: '同比',
  change: '绝对变化',
  label: '标签',
  rank: '排名',
  rankHint: '按同比增长在本次对比中的名次',
  unranked: '不参与排名：去年同期的销售额或在售商品太少，增长率说明不了趋势',
  actions: '操作',
  moveUp: (word) => `把“${word}”上移`,
  moveDown: (word) => `把“${word}”下移`,
  remove: (word) => `从对比中移除“${word}”`,
  refused: '无法显示：',
  badEntry: '链接里的关键词或类目无法识别（类目可能已不存在）。请从榜单或搜索重新加入这个概念。',
  share: '分享对比',
  clear: '清空',
  sortBy: (column) => `按${column}排序`,
  count: (n, max) => `${n}/${max} 个概念`,
  allCategories: '全部可见类目',
  legendOf: (word, plat) => `${word}（${plat}）`,
}

const en: CompareText = {
  title: 'Compare concepts',
  subtitle: 'Up to 20 concepts on one absolute scale: sales, units sold or social volume, one growth definition',
  emptyTitle: 'Nothing to compare yet',
  emptyHint: 'Press “+ Compare” on a concept’s detail page, a ranking row or card, or the search — up to 20 concepts — then come back here',
  emptyAction: 'Browse the concept ranking',
  clearedTitle: 'The comparison was cleared',
  undoClear: (n) => `Undo: bring back ${n} ${n === 1 ? 'concept' : 'concepts'}`,
  loading: 'Computing the comparison…',
  sales: 'Sales',
  volume: 'Units sold',
  social: 'Social volume',
  socialOn: 'Social platform',
  metric: 'Figure',
  span: 'Months',
  months: (n) => `${n} months`,
  log: 'Log scale',
  chartTitle: (metric, n) => `${metric} over the last ${n} months`,
  sharedNote: (n) =>
    `This comparison was opened from a link. Your own comparison (${n} ${n === 1 ? 'concept' : 'concepts'}) is still kept on this device; changes here do not overwrite it.`,
  keepShared: 'Keep this as my comparison',
  dropped: (n, max) =>
    `${n} ${n === 1 ? 'concept' : 'concepts'} of the link could not be opened (a wrong platform or category, or more than ${max}) and ${n === 1 ? 'was' : 'were'} left out.`,
  openOwn: (n) => `Open my comparison (${n})`,
  chartTitleIn: (metric, n, currency) => `${metric} over the last ${n} months (${currency === 'USD' ? 'US $' : '¥'})`,
  currencies: (list) =>
    `These concepts’ sales are in different currencies (${list}): each is shown in its source’s own currency, never added together.`,
  concept: 'Concept',
  thisMonth: (month) => `${month}`,
  yoy: 'YoY',
  change: 'Change',
  label: 'Label',
  rank: 'Rank',
  rankHint: 'place by year-on-year growth within this comparison',
  unranked: 'not ranked: too little in sales a year earlier, or too few items, for its growth to say much',
  actions: 'Actions',
  moveUp: (word) => `Move “${word}” up`,
  moveDown: (word) => `Move “${word}” down`,
  remove: (word) => `Remove “${word}” from the comparison`,
  refused: 'Cannot be shown: ',
  badEntry:
    'the link’s keyword or category is not one we know (the category may no longer exist). Add the concept again from a ranking or a search.',
  share: 'Share comparison',
  clear: 'Clear',
  sortBy: (column) => `Sort by ${column}`,
  count: (n, max) => `${n} of ${max} concepts`,
  allCategories: 'all visible categories',
  legendOf: (word, plat) => `${word} (${plat})`,
}

export function compareText(lang: Lang): CompareText {
  return lang === 'en' ? en : zh
}
