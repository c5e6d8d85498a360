import { ScrollView, View } from '@tarojs/components'
import type { RankingRoute } from '../../domain/mini-nav'
import { navigate } from '../../platform/navigation'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/**
 * The mini-program's rankings bar: the rankings tab (concept) and the other rankings the account may
 * see (rankingRoutes), one tap apart. The concepts are the tab's own page; another ranking opens above
 * it and replaces itself when the user moves on to a third, so back always leads to the rankings tab.
 */
export interface RankingSwitchProps {
  current: RankingRoute
  /** the rankings offered, concept first */
  routes: readonly RankingRoute[]
}

export function RankingSwitch({ current, routes }: RankingSwitchProps) {
  const { t } = useT()
  const go = (next: RankingRoute) => {
    if (next === current) return
    void navigate(next, undefined, { replace: current !== 'concept' && next !== 'concept' })
  }
  return (
    <ScrollView scrollX className='gr-rswitch' aria-label={t('rankingSwitch.label')} data-testid='ranking-switch'>
      <View className='gr-rswitch__row' role='tablist'>
        {routes.map((route) => (
          <View
            key={route}
            className={`gr-rswitch__item${route === current ? ' gr-rswitch__item--on' : ''}`}
            {...pressable(() => go(route), 'link')}
            aria-current={route === current ? 'page' : undefined}
            data-testid={`ranking-switch-${route}`}
          >
            {t(`rankingSwitch.${route}`)}
          </View>
        ))}
      </View>
    </ScrollView>
  )
}
