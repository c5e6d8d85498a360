import { useEffect, useState } from 'react'
import type { Plat } from '../../../types'
import { conceptSearchDelay } from '../../domain/concept-search'
import { STORAGE_KEYS } from '../../domain/constants'
import { parseDetailParams } from '../../domain/detail-params'
import { readPageQuery } from '../../platform/page-query'
import { storage } from '../../platform/storage'
import { useUserStore } from '../../store/user'
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
  const screenPlat = useUserStore((s) => s.headerFlags.searchPlat)
  if (delay === null || !shown) return null
  // on a detail page the search starts from the concept shown; elsewhere from the last platform
  const page = parseDetailParams(readPageQuery())
  const onDetail = route === 'detail' || route === 'publicDetail'
  const plat: Plat = onDetail && page.plat !== 'ebay' ? page.plat : screenPlat ?? ((storage.get(STORAGE_KEYS.plat) ?? 'all') as Plat)
  // a new platform is a new search form (its tree, no categories of another platform)
  return <ConceptSearch key={plat} compact plat={plat} route={route === 'publicDetail' ? route : 'detail'} word={onDetail ? page.word : ''} cid={onDetail ? page.cid : []} testId='header-search' />
}
