import { useEffect } from 'react'
import { MINI_TABS, isTabRoute } from '../../domain/mini-nav'
import type { RouteName } from '../../domain/routes'
import { labelTabBar } from '../../platform/tab-bar'
import { useT } from '../hooks/use-t'

/** A tab page labels the mini-program's tab bar in the app's language as it opens (platform/tab-bar). */
export function useTabLabels(route: RouteName): void {
  const { t } = useT()
  useEffect(() => {
    if (isTabRoute(route)) labelTabBar(MINI_TABS.map((tab) => t(`tabBar.${tab.key}`)))
  }, [route, t])
}
