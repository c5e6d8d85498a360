// /concept's first screen (components/concept/ConceptScreen.tsx): its head, filters and panel as they first show.
import type { Lang } from '../../../src/domain/constants'
import { RANKING_SORTS } from '../../../src/domain/concept-view'
import { RANKING_SKELETON_ROWS } from '../../../src/domain/constants'
import { bar, categoryBox, div, dropdown, listLoading, segmented, text, VALUE_EM, type Dict } from './html'

export function conceptScreen(t: Dict, lang: Lang, mobile: boolean): string {
  const searchEntry = mobile ? div('gr-search-entry', text('gr-search-entry__icon', '⌕'), text('gr-muted', t.search.placeholder)) : ''
  const filters = div(
    'gr-filters',
    dropdown('', t.concept.platform, bar(VALUE_EM[lang].platform)),
    dropdown('gr-month-select', t.concept.month, bar(VALUE_EM[lang].month)),
    segmented(null, [t.concept.oneMonth, t.concept.lastThreeMonths]),
    categoryBox('', t.placeholder.selectCategory),
    segmented(
      t.concept.sortBy,
      RANKING_SORTS.map((sort) => t.concept.sort[sort]),
    ),
  )
  return div(
    'gr-concept',
    div('gr-concept__head', text('gr-concept__title', t.concept.title), text('gr-concept__subtitle', t.concept.subtitle)),
    searchEntry,
    filters,
    div('gr-panel', listLoading(t, RANKING_SKELETON_ROWS)),
  )
}
