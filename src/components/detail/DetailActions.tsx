import type { DetailActionsProps } from './detail-actions-props'

export type { DetailActionsProps }

/**
 * The web has no bottom action bar: its detail header carries the heart (hidden on phones, docs/screens.md)
 * and the share dialog. The mini-program's twin is DetailActions.weapp.tsx.
 */
export function DetailActions(_props: DetailActionsProps) {
  return null
}
