import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { categoryWithinLevel } from '../../domain/category-tree'
import { DEEPEST_RANKED_LEVEL } from '../../domain/concept-view'
import {
  isMarketDenied,
  OVERSEAS_MARKETS,
  OVERSEAS_TABS,
  parseOverseasTab,
  type OverseasRoute,
  type OverseasTab,
} from '../../domain/overseas'
import { readPageQuery, replacePageQuery } from '../../platform/page-query'
import { useUserStore } from '../../store/user'
import { ConceptScreen } from '../concept/ConceptScreen'
import { useT } from '../hooks/use-t'
import { useCategoryTree } from '../picker/use-category-tree'
import { EntityScreen } from '../ranking/EntityScreen'
import { Segmented } from '../widgets/Segmented'

/**
 * /ebay and /amazon: the concept, brand and category rankings of one marketplace, a
 * tab for each (kept in the link), each the screen of /concept, /brand or /category fixed to the
 * marketplace's source and opening its detail page.
 */
export interface OverseasScreenProps {
  route: OverseasRoute
}

export function OverseasScreen({ route }: OverseasScreenProps) {
  const { t } = useT()
  const market = OVERSEAS_MARKETS[route]
  const user = useUserStore((s) => s.user)
  const [tab, setTab] = useState<OverseasTab>(() => parseOverseasTab(readPageQuery().tab))
  const denied = isMarketDenied(user, market)
  // the pickers' tree (one load): how deep the category shown lies
  const { forest } = useCategoryTree(market.plat)
  const choose = (next: OverseasTab) => {
    // the period and sort carry over to the next ranking, and the category or its ancestor the next
    // ranking covers (else the ranking's default); its page starts at 1
    const query = readPageQuery()
    const cid = forest && query.cid ? categoryWithinLevel(forest, Number(query.cid), DEEPEST_RANKED_LEVEL[next]) : undefined
    replacePageQuery({ ...query, tab: next === 'concept' ? undefined : next, cid, page: undefined })
    setTab(next)
  }
  return (
    <View className='gr-concept gr-overseas' data-testid={`${route}-screen`}>
      <View className='gr-concept__head'>
        <Text className='gr-concept__title'>{t(`menu.${route}`)}</Text>
        <Text className='gr-concept__subtitle'>{t(`overseas.${route}Subtitle`)}</Text>
      </View>
      {!denied && (
        <View className='gr-overseas__tabs'>
          <Segmented<OverseasTab>
            testId='overseas-tab'
            label={t('overseas.tabs')}
            value={tab}
            options={OVERSEAS_TABS.map((value) => ({ value, label: t(`overseas.${value}`) }))}
            onChange={choose}
          />
        </View>
      )}
      {tab === 'concept' ? <ConceptScreen market={market} /> : <EntityScreen key={tab} kind={tab} market={market} />}
    </View>
  )
}
