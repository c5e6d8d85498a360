import { useEffect, useState } from 'react'
import type { Plat } from '../../../types'
import { conceptSearchDelay } from '../../domain/concept-search'
import { STORAGE_KEYS } from '../../domain/constants'
import { parseDetailParams } from '../../domain/detail-params'
import type { RouteName } from '../../domain/routes'
import { readPageQuery } from '../../platform/page-query'
import { storage } from '../../platform/storage'
import { ConceptSearch } from './ConceptSearch'

/** Where the top header shows the concept search, and what it starts from (SPEC §2). */
export interface HeaderSearchProps {
  route: RouteName
}

export function HeaderSearch({ route }: HeaderSearchProps) {
  const delay = conceptSearchDelay(route)
  const [shown, setShown] = useState(delay === 0)
  useEffect(() => {
    if (delay === null || delay === 0) return
    const timer = setTimeout(() => setShown(true), delay)
    return () => clearTimeout(timer)
  }, [delay])
  if (delay === null || !shown) return null
  // on a detail page the search starts from the concept shown; elsewhere from the last platform
  const page = parseDetailParams(readPageQuery())
  const onDetail = route === 'detail' || route === 'publicDetail'
  const plat: Plat = onDetail ? page.plat : ((readPageQuery().plat ?? storage.get(STORAGE_KEYS.plat) ?? 'all') as Plat)
  return <ConceptSearch compact plat={plat} word={onDetail ? page.word : ''} cid={onDetail ? page.cid : []} testId='header-search' />
}
