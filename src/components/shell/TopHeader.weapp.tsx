import type { TopHeaderProps } from './top-header-props'

/**
 * The mini-program has no web header: WeChat draws the page's title bar, the tab bar is its navigation,
 * and a mini-program may show no login links or web QR panels (WeChat's review refuses them). Even on a
 * tablet, where the width would make the web show it, nothing is drawn here; the code of the web's
 * header (its QR panels, user menu and search) stays out of the main package.
 */
export function TopHeader(_props: TopHeaderProps): null {
  return null
}
