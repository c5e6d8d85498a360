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
//
// The pieces are in first-paint/: the HTML helpers, the shell, and each screen's frame.
import { FIRST_PAINT_ID } from '../../src/domain/constants'
import { routeFromPath, type RouteName } from '../../src/domain/routes'
import { conceptScreen } from './first-paint/concept-screen'
import { detailParamsOf, detailScreen, detailSearch } from './first-paint/detail-screen'
import { DICTIONARIES, div, el } from './first-paint/html'
import type { FirstPaintInput } from './first-paint/input'
import { footer, mobileNav, notices, topHeader } from './first-paint/shell'
import { socialScreen } from './first-paint/social-screen'

export { detailParamsOf } from './first-paint/detail-screen'
export type { DetailCategory, FirstPaintInput } from './first-paint/input'

/** The routes painted ahead of the scripts. */
export const FIRST_PAINT_ROUTES: readonly RouteName[] = ['concept', 'social', 'detail']

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
