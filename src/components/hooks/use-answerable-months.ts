import type { CatalogPlat, LoginInfo } from '../../../types'
import { getSearchPrivileges } from '../../api/catalog'
import { getLatestMonth } from '../../api/endpoints'
import { answerableMonths } from '../../domain/concept-view'
import { useApi } from '../../data/use-api'

/**
 * The months a screen may offer on a platform ("only months that can be answered"): from
 * the later of the data's first month and the caller's earliest month (the free version starts
 * later) to the latest, newest first; three months cannot end in the data's first two months.
 * `months` is empty until both answers are in.
 */
export function useAnswerableMonths(user: LoginInfo | null, plat: CatalogPlat | null, multi: boolean) {
  const time = useApi(user && plat ? ['latest-month', plat] : null, () => getLatestMonth(plat as CatalogPlat))
  const privileges = useApi(user ? ['search-privileges', user.username] : null, getSearchPrivileges)
  let months: string[] = []
  if (time.data && privileges.data) {
    const first = privileges.data.earliest_month > time.data.ts_min ? privileges.data.earliest_month : time.data.ts_min
    months = answerableMonths(first, time.data.ts, multi)
  }
  return {
    months,
    latest: time.data,
    privileges: privileges.data,
    error: time.error ?? privileges.error,
    retry() {
      for (const query of [time, privileges]) if (query.error) query.retry()
    },
  }
}
