import { useEffect, useState } from 'react'
import type { Plat } from '../../../types'
import { conceptSearchDelay } from '../../domain/concept-search'
import { parseDetailParams } from '../../domain/detail-params'
import { readPageQuery } from '../../platform/page-query'
import { usePreferencesStore } from '../../store/preferences'
import { useHeaderStore } from '../../store/header'
import { ConceptSearch } from './ConceptSearch'
import type { HeaderSearchProps } from './header-search-props'

export type { HeaderSearchProps }

export function HeaderSearch({ route }: HeaderSearchProps) {
  const delay = conceptSearchDelay(route)
  const [shown, setShown] = useState(delay === 0)
  useEffect(() => {
    if (delay === null || delay === 0) return
    const timer = setTimeout(() => setShown(true), delay)
    return () => clearTimeout(timer)
  }, [delay])
  const screenPlat = useHeaderStore((s) => s.searchPlat)
  const screenCid = useHeaderStore((s) => s.searchCid)
  const lastPlat = usePreferencesStore((s) => s.plat)
  if (delay === null || !shown) return null
  // on a detail page the search starts from the concept shown; elsewhere from the last platform
  const page = parseDetailParams(readPageQuery())
  const onDetail = route === 'detail' || route === 'publicDetail'
  const plat: Plat = onDetail && page.plat !== 'ebay' ? page.plat : (screenPlat ?? lastPlat)
  // the ranking's category when the screen shows one of this platform's
  const cid = onDetail ? page.cid : screenPlat === plat && screenCid ? [screenCid] : []
  // a new platform or category is a new search form (its tree, no categories of another platform)
  return (
    <ConceptSearch
      key={`${plat}/${cid.join(',')}`}
      compact
      plat={plat}
      route={route === 'publicDetail' ? route : 'detail'}
      word={onDetail ? page.word : ''}
      cid={cid}
      testId='header-search'
    />
  )
}
