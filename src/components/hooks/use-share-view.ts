import type { RouteName } from '../../domain/routes'
import { readPageQuery } from '../../platform/page-query'
import { pageUrl } from '../../platform/page-url'
import { useSharePage } from '../../platform/share-page'
import { useT } from './use-t'

/**
 * A page whose view lives in its link (the rankings keep platform, month, category and page there;
 * home and /my have none) shares a card that opens the same view: the route with the query the page
 * shows at the moment of sharing, titled with the page's name.
 */
export function useShareView(route: RouteName, title?: () => string): void {
  const { t } = useT()
  useSharePage(() => {
    // the mini-program adds its own bookkeeping ($taroTimestamp) to a page's options
    const query = Object.fromEntries(Object.entries(readPageQuery()).filter(([key]) => !key.startsWith('$taro')))
    return { now: { title: title?.() ?? `${t(`menu.${route}`)} · ${t('app.name')}`, path: pageUrl(route, query) } }
  })
}
