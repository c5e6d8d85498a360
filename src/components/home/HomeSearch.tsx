import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { MiniSearchResult } from '../../../types'
import { miniSearch } from '../../api/search'
import { currencyOf, formatMoney, formatMonth } from '../../domain/format'
import { parseConcept, usesOperator } from '../../domain/expression'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { useApi } from '../../data/use-api'
import { ERROR_CODES } from '../../../types/envelope'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { Growth } from '../widgets/Growth'
import { GrowthTag } from '../widgets/GrowthTag'
import { CardTrend } from '../widgets/Sparkline'
import { useT } from '../hooks/use-t'
import { CardStat } from '../widgets/CardStat'
import { pressable } from '../widgets/pressable'
import { rememberSearch } from '../search/recent-searches'

/** Opens a found concept on /detail, in the categories the search answered for. */
function openConcept(found: MiniSearchResult): void {
  void navigate('detail', { word: found.word, plat: found.plat, cid: found.cid.join(','), ts: found.ts })
}

/** The concept card of /api/mini_search: the month's sales and growth, the trend, the top brands. */
export interface ConceptFoundProps {
  found: MiniSearchResult
}

export function ConceptFound({ found }: ConceptFoundProps) {
  const { t, lang } = useT()
  const currency = currencyOf(found.plat)
  const s = found.summary
  const hasSales = s.sales > 0
  // a detail is worth opening when the concept sold in some month of the year shown, not only this one
  const hasHistory = hasSales || found.trend.some((v) => (v ?? 0) > 0)
  // advice about `not` only for an expression that has one
  const parsed = parseConcept(found.word)
  const empty = parsed.ok && usesOperator(parsed.expr, 'not') ? 'home.searchEmpty' : 'home.searchEmptyPlain'
  return (
    <View className='gr-card gr-home__found' {...(hasHistory ? pressable(() => openConcept(found), 'link') : {})} data-testid='home-found'>
      <View className='gr-card__top'>
        <View className='gr-card__title'>
          <Text className='gr-word'>{found.word}</Text>
          <GrowthTag label={s.label} />
        </View>
        {hasHistory && <Text className='gr-home__open'>{t('home.openDetail')} ›</Text>}
      </View>
      {hasSales ? (
        <View className='gr-card__stats'>
          <CardStat label={t('home.searchSales', { month: formatMonth(found.ts, lang) })} value={formatMoney(s.sales, lang, currency)} />
          <View className='gr-card__stat'>
            <Text className='gr-card__k'>{t('table.yoy')}</Text>
            <Growth yoy={s.sales_yoy} change={s.sales_change} currency={currency} />
          </View>
          <CardTrend values={found.trend} />
        </View>
      ) : (
        <Text className='gr-note' data-testid='home-found-empty'>
          {t(empty, { word: found.word })}
        </Text>
      )}
      {found.top_brands.length > 0 && (
        <Text className='gr-home__brands'>{t('home.topBrands', { brands: found.top_brands.join(' / ') })}</Text>
      )}
    </View>
  )
}

/** The home's concept search (concept expressions, keyword syntax) through /api/mini_search. */
export function HomeSearch() {
  const { t } = useT()
  const [keyword, setKeyword] = useState('')
  const [asked, setAsked] = useState('')
  const [invalid, setInvalid] = useState(false)
  const found = useApi<MiniSearchResult>(asked ? ['mini-search', asked] : null, () => miniSearch({ word: asked, plat: 'all' }))
  // a search made here is one of the user's recent searches too, with the categories it was answered in
  useEffect(() => {
    const answer = found.data
    if (answer && answer.plat !== 'ebay') rememberSearch({ word: answer.word, plat: answer.plat, cid: answer.cid })
  }, [found.data])

  const submit = () => {
    const word = keyword.trim()
    // Concept expressions: "Empty keyword: Please enter concept word search; the old keyword is restored"
    if (!word) {
      setInvalid(true)
      setKeyword(asked)
      return
    }
    setInvalid(false)
    setAsked(word)
  }

  return (
    <View className='gr-home__search' data-testid='home-search'>
      <View className='gr-home__searchbar'>
        <Input
          className='gr-home__input'
          value={keyword}
          placeholder={t('home.searchPlaceholder')}
          confirmType='search'
          aria-label={t('home.searchLabel')}
          onInput={(e) => (setKeyword(e.detail.value), setInvalid(false))}
          onConfirm={submit}
          data-testid='home-search-input'
        />
        <View className='gr-button gr-button--primary gr-home__go' {...pressable(submit)} data-testid='home-search-button'>
          {t('home.searchButton')}
        </View>
      </View>
      {invalid && (
        <Text className='gr-home__invalid' data-testid='home-invalid'>
          {t('validation.keywordEmpty')}
        </Text>
      )}
      {/* the search page keeps the recent searches and searches with a category */}
      <Text className='gr-home__search-more' {...pressable(() => void navigate('search'), 'link')} data-testid='home-search-more'>
        {t('home.searchMore')} ›
      </Text>
      {asked && found.isLoading && <ConceptStatus kind='loading' hint={t('home.searching', { word: asked })} />}
      {asked && found.error && !found.isValidating && (
        // the search's own title; a mistyped expression is fixed by typing, not by asking again
        <ConceptStatus
          kind='error'
          error={found.error}
          title={t('home.searchErrorTitle', { word: asked })}
          onRetry={found.error.code === ERROR_CODES.badParam ? undefined : found.retry}
          onLogin={goToLogin}
        />
      )}
      {found.data && !found.error && <ConceptFound found={found.data} />}
    </View>
  )
}
