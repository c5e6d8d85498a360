// /detail's first screen (components/detail/DetailScreen.tsx): the header search of a wide screen,
// the word's header and the first tab in its loading state, read from the link as the app reads it.
import { activeDetailTab, visibleDetailTabs } from '../../../src/domain/detail-header'
import { parseDetailParams, type DetailParams } from '../../../src/domain/detail-params'
import { parseConcept } from '../../../src/domain/expression'
import { TREND_HEIGHT_PX, TREND_SKELETON_BARS } from '../../../src/domain/constants'
import { detailHead, detailHeadPending } from './detail-head'
import { categoryBox, div, el, esc, loading, spinner, text, type Dict } from './html'
import type { FirstPaintInput } from './input'

/** A /detail link's parameters, read as the app reads them (platform/page-query, domain/detail-params). */
export function detailParamsOf(url: string): DetailParams {
  let query: Record<string, string> = {}
  try {
    query = Object.fromEntries(new URL(url, 'http://first.paint').searchParams)
  } catch {
    // an address the URL parser refuses: the app's defaults
  }
  return parseDetailParams(query)
}

/** The header search of a wide /detail (components/search/HeaderSearch.tsx) while the category tree loads. */
export function detailSearch(t: Dict, word: string): string {
  const input = el('input', {
    class: 'taro-input-core weui-input gr-search__input',
    type: 'search',
    placeholder: t.search.placeholder,
    value: word,
    tabindex: '-1',
  })
  const help = div('gr-tip gr-search__help', text('gr-tip__icon', '?'))
  return div(
    'gr-top__search',
    div(
      'gr-search gr-search--compact',
      div(
        'gr-search__row',
        categoryBox('gr-cpicker--compact', t.placeholder.loadingCategories),
        input,
        help,
        div('gr-button gr-button--primary gr-search__go', esc(t.search.submit)),
      ),
    ),
  )
}

/** TrendTab while its answers are on their way: the sales trend's loading state, the social chart's skeleton. */
function trendTabLoading(t: Dict, p: DetailParams): string {
  const socialTitle = p.socialPlat
    ? t.social.detailChart.replace('{{plat}}', t.detailTabs.socialPlat[p.socialPlat])
    : t.detailTabs.trend.socialChart
  const bars = TREND_SKELETON_BARS.map((h) => el('div', { class: 'gr-trend__skeleton-bar', style: `height:${h}%` }))
  const skeleton = el(
    'div',
    { class: 'gr-trend__skeleton', style: `height:${TREND_HEIGHT_PX}px` },
    div('gr-trend__skeleton-bars', ...bars),
    text('gr-trend__note', t.chart.loading),
  )
  return div(
    'gr-dtab',
    div('gr-dtab__reserve--trend', div('gr-status', spinner(), text('gr-status__text', t.detailTabs.trend.loading))),
    div('gr-dtab__section', div('gr-dtab__h', esc(socialTitle)), div('gr-trend', skeleton)),
  )
}

/** /detail's main header and view, or null where its first screen is not a loading one. */
export function detailScreen(t: Dict, input: FirstPaintInput, p: DetailParams, mobile: boolean): { head: string; main: string } | null {
  if (p.urlId) return { head: p.word ? div('', detailHeadPending(p.word)) : '', main: div('gr-detail', loading(t)) }
  if (!p.word || !parseConcept(p.word).ok || !input.detailCategories) return null
  const categories = input.detailCategories
  const tabs = visibleDetailTabs({ allLeaves: categories.length > 0 && categories.every((c) => !c.isParent), hasBrand: Boolean(p.bid) })
  // a phone may come back to the tab it stored, which the server cannot see: the trend list then
  const tab = activeDetailTab({ linked: p.activedTab, stored: null, isMobile: mobile, visible: tabs })
  const view = tab === tabs[0] ? trendTabLoading(t, p) : loading(t)
  return { head: div('', detailHead(t, input.lang, p, categories, tabs, tab, mobile)), main: div('gr-detail', div('', view)) }
}
