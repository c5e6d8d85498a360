// The analytics events screens send when their view changes (param_change, category), each
// written once here so every screen reports them alike.
import type { TrackParam, TreePlat } from '../../../types'
import { track } from '../../api/track'

/** A view parameter (platform, month, one/three months, sort, page, coupon model, JD version) changed. */
export function trackParam(param: TrackParam, value: string | number | boolean): void {
  track('param_change', { param, value: typeof value === 'boolean' ? Number(value) : value })
}

/** Categories were chosen in a picker or a category select. */
export function trackCategories(plat: TreePlat, ids: readonly number[]): void {
  track('category', { plat, cid: ids.join(','), count: ids.length })
}
