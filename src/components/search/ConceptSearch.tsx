import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Plat } from '../../../types'
import { checkConceptSearch } from '../../domain/concept-search'
import { track } from '../../api/track'
import { navigate } from '../../platform/navigation'
import { sameEntry } from '../../domain/compare'
import { addAndSay, useCompareList } from '../compare/compare-list'
import { buttonText } from '../compare/button-text'
import { trackCategories } from '../hooks/track-view'
import { useT } from '../hooks/use-t'
import { CategoryPicker } from '../picker/CategoryPicker'
import { domAttrs } from '../widgets/dom-attrs'
import { pressable } from '../widgets/pressable'
import { lastKeyword, rememberSearch } from './recent-searches'

/** The concept search (the top header's category/keyword search; the /search page's form). */
export interface ConceptSearchProps {
  /** the data source searched */
  plat: Plat
  /** the keyword and categories to start from (the detail page being viewed) @default '' and [] */
  word?: string
  cid?: number[]
  /** the top header's form: a 200 px picker and a narrow box @default false */
  compact?: boolean
  /** the detail page a search opens: /publicDetail's own search stays on it @default 'detail' */
  route?: 'detail' | 'publicDetail'
  /** told of every keyword typed (the /search page lists the ranked concepts that match it) */
  onKeyword?(keyword: string): void
  testId?: string
}

export function ConceptSearch({
  plat,
  word = '',
  cid = [],
  compact = false,
  route = 'detail',
  onKeyword,
  testId = 'concept-search',
}: ConceptSearchProps) {
  const { t, lang } = useT()
  const [keyword, setKeyword] = useState(word)
  const [cids, setCids] = useState<number[]>(cid)
  const [error, setError] = useState('')

  // the typed expression, checked as a search checks it: the word to open or compare, or null (the error shown)
  const checked = (): string | null => {
    const check = checkConceptSearch({ keyword, cids, previous: word || lastKeyword() })
    track('search', { word: keyword.trim(), plat, outcome: check.ok ? 'opened' : check.reason === 'syntax' ? 'invalid' : 'empty' })
    if (!check.ok) {
      if (check.reason === 'keywordEmpty') setKeyword(check.restore)
      setError(check.reason === 'syntax' ? check.message[lang] : t(`validation.${check.reason}`))
      return null
    }
    setError('')
    rememberSearch({ word: check.word, plat, cid: cids })
    return check.word
  }
  const submit = () => {
    const searched = checked()
    if (searched !== null) void navigate(route, { word: searched, plat, cid: cids.join(',') })
  }
  // the typed concept once it is in the comparison: the same place then opens it, as a detail page's button does
  const list = useCompareList()
  const typed = checkConceptSearch({ keyword, cids, previous: '' })
  const inList = typed.ok && list.some((e) => sameEntry(e, { word: typed.word, plat, cid: cids.join(',') }))
  const compare = () => {
    if (inList) {
      void navigate('compare')
      return
    }
    const searched = checked()
    if (searched !== null) addAndSay({ word: searched, plat, cid: cids.join(',') }, lang)
  }

  return (
    <View className={`gr-search${compact ? ' gr-search--compact' : ''}`} role='search' data-testid={testId}>
      <View className='gr-search__row'>
        <CategoryPicker
          plat={plat}
          value={cids}
          multiple
          compact={compact}
          onChange={(ids) => (setCids(ids), setError(''), trackCategories(plat, ids))}
          testId={`${testId}-picker`}
        />
        <Input
          className='gr-search__input'
          type='text'
          value={keyword}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          confirmType='search'
          maxlength={100}
          onInput={(e) => (setKeyword(e.detail.value), setError(''), onKeyword?.(e.detail.value))}
          onConfirm={submit}
          data-testid={`${testId}-input`}
        />
        <View className='gr-tip gr-search__help' aria-label={t('search.help')} {...domAttrs({ tabIndex: 0 })}>
          <Text className='gr-tip__icon'>?</Text>
          <Text className='gr-tip__bubble'>{t('search.help')}</Text>
        </View>
        <View className='gr-button gr-button--primary gr-search__go' {...pressable(submit)} data-testid={`${testId}-submit`}>
          {t('search.submit')}
        </View>
        <View
          className='gr-button gr-search__compare'
          {...pressable(compare, inList ? 'link' : 'button')}
          aria-label={inList ? buttonText(lang).open(list.length) : buttonText(lang).addLabel(keyword.trim())}
          data-testid={`${testId}-compare`}
        >
          {inList ? buttonText(lang).open(list.length) : buttonText(lang).add}
        </View>
      </View>
      {/* Concept expressions: and / or / not, explained in place: a line of its own where there is room (phones have no hover) */}
      {!compact && <Text className='gr-search__hint'>{t('search.help')}</Text>}
      {error && (
        <View className='gr-search__error' role='alert' data-testid={`${testId}-error`}>
          {error}
        </View>
      )}
    </View>
  )
}
