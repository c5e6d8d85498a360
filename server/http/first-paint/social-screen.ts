// /social's first screen (components/social/SocialScreen.tsx): its month and category wait for their answers, as the app shows.
import { RANKING_SKELETON_ROWS, SOCIAL_PLATFORMS } from '../../../src/domain/constants'
import { SOCIAL_SORTS } from '../../../src/domain/social-view'
import { categoryBox, div, dropdown, esc, listLoading, segmented, text, type Dict } from './html'

export function socialScreen(t: Dict): string {
  const filters = div(
    'gr-filters',
    segmented(
      t.social.platform,
      SOCIAL_PLATFORMS.map((plat) => t.detailTabs.socialPlat[plat]),
    ),
    dropdown(
      'gr-dropdown--disabled gr-month-select',
      t.concept.month,
      esc(t.placeholder.selectMonth),
      'gr-dropdown__value gr-dropdown__value--empty',
    ),
    categoryBox('', t.placeholder.selectCategory),
    segmented(
      t.concept.sortBy,
      SOCIAL_SORTS.map((sort) => t.social.sort[sort]),
    ),
  )
  return div(
    'gr-concept gr-social',
    div(
      'gr-concept__head',
      text('gr-concept__title', t.social.title),
      text('gr-concept__subtitle', t.social.subtitle),
      // the app's link to the early signals (its taps are the app's, once it runs)
      div('gr-button gr-social__signals', `${esc(t.menu.earlySignals)} →`),
    ),
    filters,
    div('gr-panel', listLoading(t, RANKING_SKELETON_ROWS)),
  )
}
