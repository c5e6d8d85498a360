// The shell around every first-painted screen: the wide screen's top header (brand, switcher, QR
// panels, language, user menu), the notices, the footer and the phone's tab bar.
import type { LoginInfo, Notice } from '../../../types'
import { LANGUAGE_NAMES } from '../../../src/domain/constants'
import { avatarLetterOf, maskUserName } from '../../../src/domain/mask'
import { languageSelectVisible, qrPanelsVisible } from '../../../src/domain/shell'
import type { RouteName } from '../../../src/domain/routes'
import { div, el, esc, text, type Dict } from './html'
import type { FirstPaintInput } from './input'

/** The views of the switcher and the phone's tab bar (components/shell/Switcher.tsx, MobileNav.tsx). */
const VIEWS = ['social', 'concept', 'myAttention'] as const
const TAB_ICONS: Record<(typeof VIEWS)[number] | 'more', string> = { social: '◎', concept: '▦', myAttention: '♡', more: '⋯' }
/** As in UserMenu: a long masked name shows a few stars for all of them. */
const MAX_SHOWN_STARS = 6

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
export function topHeader(t: Dict, input: FirstPaintInput, route: RouteName, search: string): string {
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

export function notices(t: Dict, input: FirstPaintInput): string {
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

export function footer(t: Dict, user: LoginInfo): string {
  if (user.is_partner) return ''
  return div(
    'gr-footer',
    text('gr-footer__line', t.footer.disclaimer),
    text('gr-footer__line gr-footer__line--muted', `${t.footer.copyright} · ${t.footer.filing}`),
  )
}

export function mobileNav(t: Dict, route: RouteName): string {
  const item = (key: (typeof VIEWS)[number] | 'more') =>
    div(
      `gr-mnav__item${key === route ? ' gr-mnav__item--on' : ''}`,
      text('gr-mnav__icon', TAB_ICONS[key]),
      text('gr-mnav__text', t.mobileNav[key]),
    )
  return div('gr-mnav', ...VIEWS.map(item), item('more'))
}
