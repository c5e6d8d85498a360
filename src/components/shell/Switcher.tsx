import { View } from '@tarojs/components'
import type { RouteName } from '../../domain/routes'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { arrowKeys } from '../widgets/arrow-keys'

/** The three views the switcher offers, by route name. */
export const SWITCHER_ROUTES = ['social', 'concept', 'myAttention'] as const
export type SwitcherRoute = (typeof SWITCHER_ROUTES)[number]

/** Radio switcher between social, concept and myAttention. */
export interface SwitcherProps {
  /** the route on screen; none is highlighted when it is not one of the three */
  current: RouteName
  onSelect(route: SwitcherRoute): void
}

export function Switcher({ current, onSelect }: SwitcherProps) {
  const { t } = useT()
  return (
    // arrows move among the views and Enter opens one: each choice is a page load
    <View className='gr-switcher' role='radiogroup' aria-label={t('switcher.label')} data-testid='switcher' {...arrowKeys(false)}>
      {SWITCHER_ROUTES.map((route) => (
        <View
          key={route}
          {...pressable(() => route !== current && onSelect(route), 'radio')}
          aria-checked={route === current}
          className={`gr-switcher__item${route === current ? ' gr-switcher__item--on' : ''}`}
        >
          {t(`menu.${route}`)}
        </View>
      ))}
    </View>
  )
}
