// /detail's header (components/detail/DetailHeader.tsx) as it first shows: the word, its category
// tags, and the follow state, months and tabs still being asked for.
import type { Lang } from '../../../src/domain/constants'
import { categoryTags, followHeartVisible } from '../../../src/domain/detail-header'
import type { DetailParams, DetailTab } from '../../../src/domain/detail-params'
import { bar, div, dropdown, el, esc, segmented, text, VALUE_EM, type Dict } from './html'
import type { DetailCategory } from './input'

const headingWord = (word: string) => el('div', { class: 'gr-detail-head__word', role: 'heading', 'aria-level': '1' }, esc(word))

/** DetailHeaderPending: a saved link (urlId) is still being read; the word and the room the rest will take. */
export function detailHeadPending(word: string): string {
  return div(
    'gr-detail-head',
    div(
      'gr-detail-head__inner',
      div('gr-detail-head__tags'),
      div('gr-detail-head__title', headingWord(word)),
      div('gr-detail-head__pending'),
    ),
  )
}

/** DetailHeader as it first shows: follow state and months still asked for. */
export function detailHead(
  t: Dict,
  lang: Lang,
  p: DetailParams,
  categories: DetailCategory[],
  tabs: DetailTab[],
  tab: DetailTab,
  mobile: boolean,
): string {
  const tags = categoryTags(categories.map((c) => (lang === 'en' && c.nameEn) || c.name))
  const tagHtml = [
    ...tags.shown.map((name) => text('gr-tag', name)),
    tags.more ? text('gr-tag gr-tag--more', '…') : '',
    p.bName ? div('gr-tag gr-tag--brand', text('', p.bName), div('gr-tag__x', '×')) : '',
  ]
  const follow = followHeartVisible({ label1: p.label1, isMobile: mobile })
    ? div('gr-follow gr-follow--busy gr-follow--unknown', text('gr-follow__heart', '♡'), text('gr-follow__text', t.follow.follow))
    : ''
  const month = bar(VALUE_EM[lang].month)
  const controls = div(
    'gr-detail-head__controls',
    el('span', { class: 'taro-text gr-detail-head__period' }, month),
    segmented(null, [t.concept.oneMonth, t.concept.lastThreeMonths]),
    dropdown('', t.concept.month, month),
  )
  return div(
    'gr-detail-head',
    div(
      'gr-detail-head__inner',
      div('gr-detail-head__tags', ...tagHtml),
      div('gr-detail-head__title', headingWord(p.word), follow, div('gr-button gr-detail-head__share', esc(t.detail.share))),
      controls,
      div('gr-tabs', ...tabs.map((name) => div(`gr-tabs__tab${name === tab ? ' gr-tabs__tab--on' : ''}`, esc(t.detail.tabs[name])))),
    ),
  )
}
