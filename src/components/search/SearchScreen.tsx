import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ConceptRankRow, Plat } from '../../../types'
import { getConceptRanking } from '../../api/endpoints'
import { parseConcept } from '../../domain/expression'
import { currencyOf } from '../../domain/format'
import { availablePlatforms, defaultCategoryId, fallbackPlatform } from '../../domain/permissions'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { readPageQuery, replacePageQuery } from '../../platform/page-query'
import { usePreferencesStore } from '../../store/preferences'
import { useUserStore } from '../../store/user'
import { useViewportStore } from '../../store/viewport'
import { useApi } from '../../data/use-api'
import { ConceptCards } from '../concept/ConceptCards'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { ConceptTable } from '../concept/ConceptTable'
import { useFollowed } from '../concept/use-followed'
import { useT } from '../hooks/use-t'
import { Dropdown } from '../widgets/Dropdown'
import { pressable } from '../widgets/pressable'
import { isMiniProgram } from '../../platform/env'
import { ConceptSearch } from './ConceptSearch'
import { HotWords } from './HotWords'
import { clearRecentSearches, readRecentSearches } from './recent-searches'

/** Typing pauses this long before the ranked matches are asked for. */
const MATCH_DELAY_MS = 300

/** Container of /search: the search form, the ranked concepts matching what is typed, recent searches. */
export function SearchScreen() {
  const { t } = useT()
  const user = useUserStore((s) => s.user)
  const isMobile = useViewportStore((s) => s.isMobile)
  const [initial] = useState(readPageQuery)
  const choosePlatform = usePreferencesStore((s) => s.choosePlatform)
  const [plat, setPlat] = useState<Plat>(() => (initial.plat as Plat | undefined) ?? usePreferencesStore.getState().plat)
  const [typed, setTyped] = useState(initial.word ?? '')
  const [word, setWord] = useState(typed)
  const [recent, setRecent] = useState(readRecentSearches)
  // a hot word picked starts the form again from it
  const [picks, setPicks] = useState(0)
  const pick = (hot: string) => (setTyped(hot), setPicks((n) => n + 1))

  useEffect(() => {
    const timer = setTimeout(() => setWord(typed.trim()), MATCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const usable = user ? fallbackPlatform(plat, user) : plat
  useEffect(() => replacePageQuery({ word: word || undefined, plat: usable }), [word, usable])

  const valid = word !== '' && parseConcept(word).ok
  // another word's matches must never stand under this word's title
  const matches = useApi(
    user && valid ? ['ranking-matches', usable, word] : null,
    () => getConceptRanking({ plat: usable, word, page_size: 20 }),
    {
      keepPreviousData: false,
    },
  )
  const isFollowed = useFollowed(Boolean(matches.data))
  const followedRow = (row: ConceptRankRow) => isFollowed(usable, row.category_id, row.word)
  const open = (row: ConceptRankRow) =>
    void navigate('detail', { word: row.word, plat: usable, cid: row.category_id, ts: matches.data?.end })

  let list = null
  if (valid) {
    if (matches.error) list = <ConceptStatus kind='error' error={matches.error} onRetry={matches.retry} onLogin={goToLogin} />
    else if (!matches.data) list = <ConceptStatus kind='loading' rows={5} />
    else if (matches.data.rows.length === 0) list = <Text className='gr-muted gr-search-page__none'>{t('search.matchesEmpty')}</Text>
    else if (isMobile)
      list = (
        <ConceptCards
          rows={matches.data.rows}
          currency={currencyOf(usable)}
          onOpen={open}
          plat={usable}
          followed={followedRow}
          minItems={matches.data.min_items}
        />
      )
    else
      list = (
        <ConceptTable
          rows={matches.data.rows}
          currency={currencyOf(usable)}
          onOpen={open}
          plat={usable}
          followed={followedRow}
          minItems={matches.data.min_items}
        />
      )
  }

  return (
    <View className='gr-search-page'>
      <View className='gr-concept__head'>
        <Text className='gr-concept__title'>{t('search.title')}</Text>
        <Text className='gr-concept__subtitle'>{t('search.subtitle')}</Text>
        {/* where to look before a word comes to mind: the concepts whose rising talk has led their sales */}
        <View
          className='gr-link gr-search-page__signals'
          {...pressable(() => void navigate('earlySignals'), 'link')}
          data-testid='search-to-signals'
        >
          {t('menu.earlySignals')} →
        </View>
      </View>
      {user && (
        <View className='gr-filters'>
          <Dropdown<Plat>
            testId='search-plat'
            label={t('concept.platform')}
            value={usable}
            options={availablePlatforms(user).map((p) => ({ value: p, label: t(`platforms.${p}`) }))}
            placeholder={t('placeholder.selectPlatform')}
            onChange={(next) => (choosePlatform(next), setPlat(next))}
          />
        </View>
      )}
      {/* the platform's default category to start from, as the rankings open in: a search is never refused for want of one */}
      {user && (
        <ConceptSearch key={`${usable}|${picks}`} plat={usable} word={typed} cid={[defaultCategoryId(usable, user)]} onKeyword={setTyped} />
      )}
      {/* as home shows them: the mini-program's home has just fetched them */}
      {user && isMiniProgram && !valid && <HotWords onPick={pick} />}
      {valid && (
        <View className='gr-panel gr-search-page__matches' data-testid='search-matches'>
          <View className='gr-panel__meta'>
            <Text>{t('search.matches', { word })}</Text>
          </View>
          {list}
        </View>
      )}
      <View className='gr-search-page__recent' data-testid='recent-searches'>
        <View className='gr-search-page__recent-head'>
          <Text className='gr-strong'>{t('search.recent')}</Text>
          {recent.length > 0 && (
            <View className='gr-link' {...pressable(() => (clearRecentSearches(), setRecent([])))}>
              {t('search.clearRecent')}
            </View>
          )}
        </View>
        {recent.length === 0 ? (
          <Text className='gr-muted'>{t('search.recentEmpty')}</Text>
        ) : (
          recent.map((r) => (
            <View
              key={`${r.word}|${r.plat}|${r.cid.join(',')}`}
              className='gr-chip'
              {...pressable(() => void navigate('detail', { word: r.word, plat: r.plat, cid: r.cid.join(',') }), 'link')}
              aria-label={t('search.openDetail', { word: r.word })}
            >
              <Text>{r.word}</Text>
              <Text className='gr-muted'>{` · ${t(`platforms.${r.plat}`)}`}</Text>
            </View>
          ))
        )}
      </View>
      {!user && <ConceptStatus kind='loading' />}
    </View>
  )
}
