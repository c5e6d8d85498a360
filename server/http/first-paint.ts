// The first screen of /concept, /social and /detail as HTML, painted before any script has run: the
// shell (top header or phone tab bar, notices, footer) and the screen's title and loading state,
// written with the app's own class names so the app's style sheets lay it out as the app will. The
// app drops it in the frame it shows its own page (platform/first-paint.ts); until then #app stays
// hidden under it (styles/_first-paint.scss), so the swap moves nothing on screen.
//
// The server knows what shapes that first screen: the session's account (name, partner brand, free
// version), the notices, the language the app starts in (index-page.ts appLanguage) and the route.
// It does not know the width, so both layouts are sent and a media query at the app's breakpoint
// shows one. What depends on answers still to come (a platform's name, the month, the rows) is a grey
// bar, as the app shows its own loading state there.
import type { LoginInfo, Notice } from '../../types'
import { FIRST_PAINT_ID, LANGUAGE_NAMES, SOCIAL_PLATFORMS, type Lang } from '../../src/domain/constants'
import { RANKING_SORTS } from '../../src/domain/concept-view'
import { activeDetailTab, categoryTags, followHeartVisible, visibleDetailTabs } from '../../src/domain/detail-header'
import { parseDetailParams, type DetailParams, type DetailTab } from '../../src/domain/detail-params'
import { parseConcept } from '../../src/domain/expression'
import { TREND_HEIGHT_PX, TREND_SKELETON_BARS } from '../../src/components/chart/trend-chart-props'
import { avatarLetterOf, maskUserName } from '../../src/domain/mask'
import { languageSelectVisible, qrPanelsVisible } from '../../src/domain/shell'
import { SOCIAL_SORTS } from '../../src/domain/social-view'
import { routeFromPath, type RouteName } from '../../src/domain/routes'
import en from '../../src/i18n/en'
import zh from '../../src/i18n/zh'

const DICTIONARIES = { zh, en }
type Dict = typeof zh

/** The routes painted ahead of the scripts. */
export const FIRST_PAINT_ROUTES: readonly RouteName[] = ['concept', 'social', 'detail']
/** The views of the switcher and the phone's tab bar (components/shell/Switcher.tsx, MobileNav.tsx). */
const VIEWS = ['social', 'concept', 'myAttention'] as const
const TAB_ICONS: Record<(typeof VIEWS)[number] | 'more', string> = { social: '◎', concept: '▦', myAttention: '♡', more: '⋯' }
/** As in UserMenu: a long masked name shows a few stars for all of them. */
const MAX_SHOWN_STARS = 6

export interface FirstPaintInput {
  lang: Lang
  /** the path and query asked for */
  url: string
  /** the session's login info (as GET /api/user answers it) */
  user: LoginInfo
  notices: Notice[]
  /** on /detail, the categories of the link (cid) as /api/get_cat_name answers them; null when one is not the user's to see */
  detailCategories?: DetailCategory[] | null
}

export interface DetailCategory {
  name: string
  nameEn: string
  isParent: boolean
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const esc = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

/** An element: attributes (false/undefined left out) and already-escaped inner HTML. */
function el(tag: string, attrs: Record<string, string | false | undefined>, ...inner: string[]): string {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== false && v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v as string)}"`)
    .join('')
  return `<${tag}${list}>${inner.join('')}</${tag}>`
}
const div = (cls: string, ...inner: string[]) => el('div', { class: cls }, ...inner)
const text = (cls: string, words: string) => el('span', { class: `taro-text ${cls}`.trim() }, esc(words))
/** a grey bar where a value the page is still asking for will stand, about as wide as it will be */
const bar = (em: number) => el('span', { class: 'gr-fp-bar', style: `width:${em}em` })
/** how wide those values usually are, in em of their text: a platform ("淘宝天猫", "Taobao & Tmall"), a month ("2026年10月", "Oct 2026") */
const VALUE_EM: Record<Lang, { platform: number; month: number }> = { zh: { platform: 4, month: 5.6 }, en: { platform: 6.8, month: 4.2 } }

function spinner(): string {
  const ring = el('div', {
    class: 'at-loading__ring',
    style: 'border-width:1px;border-style:solid;border-color:#2457d6 transparent transparent;width:0.9rem;height:0.9rem',
  })
  return div(
    'at-activity-indicator at-activity-indicator--isopened',
    div('at-activity-indicator__body', el('div', { class: 'at-loading', style: 'width:0.9rem;height:0.9rem' }, ring, ring, ring)),
  )
}

/** ConceptStatus kind 'loading' */
const loading = (t: Dict) => div('gr-status', spinner(), text('gr-status__text', t.state.loading))

function brand(t: Dict, user: LoginInfo): string {
  if (user.is_partner) {
    // as Taro's Image draws it (components/widgets/Picture.tsx, mode heightFix)
    const logo = user.partner_logo_url
      ? div(
          'taro-img gr-brand__partner-logo',
          el('img', { class: 'taro-img__mode-heightfix', src: user.partner_logo_url, alt: user.partner_title }),
        )
      : ''
    return div('gr-brand', logo, text('gr-brand__name', user.partner_title))
  }
  return div('gr-brand', div('gr-brand__mark', div('gr-brand__ring'), div('gr-brand__dot')), text('gr-brand__name', t.app.name))
}

function qrPanel(label: string, short: string): string {
  return el('div', { class: 'gr-qr' }, text('gr-qr__label gr-qr__label--long', label), text('gr-qr__label gr-qr__label--short', short))
}

function userMenu(user: LoginInfo): string {
  const shown = maskUserName(user.username).replace(/^\*+/, (stars) => stars.slice(0, MAX_SHOWN_STARS))
  return div(
    'gr-user',
    div('gr-user__name', text('gr-user__avatar', avatarLetterOf(user)), ' ', text('gr-user__label', shown), text('gr-user__caret', '▾')),
  )
}

/** The top header of a wide screen (components/shell/TopHeader.tsx); `search` is its second row. */
function topHeader(t: Dict, input: FirstPaintInput, route: RouteName, search: string): string {
  const { user, lang } = input
  const flags = { isPartner: user.is_partner, isFree: user.is_free_version, isMobile: false }
  const switcher =
    route === 'detail'
      ? ''
      : div(
          'gr-switcher',
          ...VIEWS.map((view) => div(`gr-switcher__item${view === route ? ' gr-switcher__item--on' : ''}`, esc(t.menu[view]))),
        )
  const tools = [
    qrPanelsVisible(flags) ? qrPanel(t.header.afterSales, t.header.afterSalesShort) + qrPanel(t.header.demo, t.header.demoShort) : '',
    languageSelectVisible(flags)
      ? div(
          'gr-dropdown',
          div(
            'gr-dropdown__trigger',
            text('gr-dropdown__value', LANGUAGE_NAMES.find((l) => l.value === lang)?.label ?? lang),
            text('gr-dropdown__caret', '▾'),
          ),
        )
      : '',
    userMenu(user),
  ]
  return div('gr-top', div('gr-top__inner', brand(t, user), div('gr-top__center', switcher), div('gr-top__tools', ...tools)), search)
}

function notices(t: Dict, input: FirstPaintInput): string {
  if (input.notices.length === 0) return ''
  const one = (n: Notice) =>
    div(
      'gr-notice',
      text('gr-notice__label', t.notice.label),
      text('gr-notice__text', (input.lang === 'en' && n.content_en) || n.content),
      div('gr-notice__close', '×'),
    )
  return div('gr-notices', ...input.notices.map(one))
}

function footer(t: Dict, user: LoginInfo): string {
  if (user.is_partner) return ''
  return div(
    'gr-footer',
    text('gr-footer__line', t.footer.disclaimer),
    text('gr-footer__line gr-footer__line--muted', `${t.footer.copyright} · ${t.footer.filing}`),
  )
}

function mobileNav(t: Dict, route: RouteName): string {
  const item = (key: (typeof VIEWS)[number] | 'more') =>
    div(
      `gr-mnav__item${key === route ? ' gr-mnav__item--on' : ''}`,
      text('gr-mnav__icon', TAB_ICONS[key]),
      text('gr-mnav__text', t.mobileNav[key]),
    )
  return div('gr-mnav', ...VIEWS.map(item), item('more'))
}

/** a select with its label; `value` is its value's inner HTML (a bar, or the placeholder the app shows) */
const dropdown = (cls: string, label: string, value: string, valueCls = 'gr-dropdown__value') =>
  div(
    `gr-dropdown ${cls}`.trim(),
    div(
      'gr-dropdown__trigger',
      text('gr-dropdown__label', label),
      el('span', { class: `taro-text ${valueCls}` }, value),
      text('gr-dropdown__caret', '▾'),
    ),
  )
const segmented = (label: string | null, items: string[]) =>
  div(
    'gr-segmented',
    label === null ? '' : div('gr-segmented__label', esc(label)),
    ...items.map((item, i) => div(`gr-segmented__item${i === 0 ? ' gr-segmented__item--on' : ''}`, esc(item))),
  )
const categoryBox = (cls: string, value: string) =>
  div(
    `gr-cpicker ${cls}`.trim(),
    div('gr-cpicker__box', text('gr-cpicker__value gr-cpicker__value--empty', value), text('gr-cpicker__caret', '▾')),
  )

/** /concept's head, filters and panel (components/concept/ConceptScreen.tsx) as they first show. */
function conceptScreen(t: Dict, lang: Lang, mobile: boolean): string {
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
    div('gr-panel', loading(t)),
  )
}

/** /social's (components/social/SocialScreen.tsx): its month and category wait for their answers, as the app shows. */
function socialScreen(t: Dict): string {
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
    div('gr-panel', loading(t)),
  )
}

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
function detailSearch(t: Dict, word: string): string {
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

const headingWord = (word: string) => el('div', { class: 'gr-detail-head__word', role: 'heading', 'aria-level': '1' }, esc(word))

/** DetailHeaderPending: a saved link (urlId) is still being read; the word and the room the rest will take. */
function detailHeadPending(word: string): string {
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
function detailHead(
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

/** /detail's main header and view (components/detail/DetailScreen.tsx), or null where its first screen is not a loading one. */
function detailScreen(t: Dict, input: FirstPaintInput, p: DetailParams, mobile: boolean): { head: string; main: string } | null {
  if (p.urlId) return { head: p.word ? div('', detailHeadPending(p.word)) : '', main: div('gr-detail', loading(t)) }
  if (!p.word || !parseConcept(p.word).ok || !input.detailCategories) return null
  const categories = input.detailCategories
  const tabs = visibleDetailTabs({ allLeaves: categories.length > 0 && categories.every((c) => !c.isParent), hasBrand: Boolean(p.bid) })
  // a phone may come back to the tab it stored, which the server cannot see: the trend list then
  const tab = activeDetailTab({ linked: p.activedTab, stored: null, isMobile: mobile, visible: tabs })
  const view = tab === tabs[0] ? trendTabLoading(t, p) : loading(t)
  return { head: div('', detailHead(t, input.lang, p, categories, tabs, tab, mobile)), main: div('gr-detail', div('', view)) }
}

/** One layout of the page: the phone's (under the breakpoint) or the wide screen's. */
function layout(input: FirstPaintInput, route: RouteName, mobile: boolean): string | null {
  const t = DICTIONARIES[input.lang]
  let head = ''
  let main: string
  let search = ''
  if (route === 'detail') {
    const p = detailParamsOf(input.url)
    const screen = detailScreen(t, input, p, mobile)
    if (!screen) return null
    ;({ head, main } = screen)
    search = detailSearch(t, p.word)
  } else main = route === 'social' ? socialScreen(t) : conceptScreen(t, input.lang, mobile)
  const top = mobile ? '' : topHeader(t, input, route, search)
  const cls = `gr-app lang-${input.lang}${mobile ? ' gr-app--mobile gr-app--mnav' : ''}`
  return div(cls, top, notices(t, input), head, div('gr-main', main), footer(t, input.user), mobile ? mobileNav(t, route) : '')
}

/**
 * The frame of the page asked for, or '' where none is painted: another route, a session that is
 * not a signed-in web one (signed out, the mini-program's; the caller leaves out those the app will
 * stop with a -424 or -499 dialog), or a /detail link whose first screen is no loading one (no
 * word, a word that does not parse, a category the user may not see): the server cannot tell it.
 */
export function firstPaint(input: FirstPaintInput): string {
  const route = routeFromPath(input.url.split('?')[0])
  if (!route || !FIRST_PAINT_ROUTES.includes(route)) return ''
  if (input.user.usertype === 'logged_out' || input.user.login_from === 'weixin_mini') return ''
  const wide = layout(input, route, false)
  const narrow = layout(input, route, true)
  if (wide === null || narrow === null) return ''
  // a screen reader reads the page the app draws; this copy of it is for the eyes only, and inert
  return el(
    'div',
    { id: FIRST_PAINT_ID, class: 'gr-fp', 'aria-hidden': 'true', inert: '' },
    div('gr-fp__wide', wide),
    div('gr-fp__narrow', narrow),
  )
}
