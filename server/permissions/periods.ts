// The version's rule on periods (the free version's window, docs/rules.md), for every call that takes a month: a
// custom range needs the full version, and no period may start before the caller's earliest month
// (the free version's window; GET /api/get_search_pri). Rankings, social and mini-program lists
// apply it as /api/search does.
import { monthAllowed, type Privileges } from '../../src/domain/privileges'
import { Forbidden } from './forbidden'

export function requirePeriodAllowed(priv: Privileges, period: { start: string; custom?: boolean }): void {
  if (period.custom && !priv.custom_time_range) throw new Forbidden('period')
  if (!monthAllowed(priv, period.start)) throw new Forbidden('period')
}
