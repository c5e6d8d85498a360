import { Text, View } from '@tarojs/components'
import type { CatalogPlat, CategoryName, SalesModels } from '../../../types'
import { COUPON_MODELS, INTERNAL_DOMAIN } from '../../domain/constants'
import { categoryTags, followHeartVisible } from '../../domain/detail-header'
import type { DetailTab } from '../../domain/detail-params'
import { formatMonth } from '../../domain/format'
import { multiMonthRange } from '../../domain/months'
import { couponSelectVisible, jdVersionSelectVisible } from '../../domain/permissions'
import type { LoginInfo } from '../../../types'
import { FollowButton } from '../follow/FollowButton'
import { CompareButton } from '../compare/CompareButton'
import type { CompareEntry } from '../../domain/compare-query'
import { useT } from '../hooks/use-t'
import { Dropdown } from '../widgets/Dropdown'
import { pressable } from '../widgets/pressable'
import { Segmented } from '../widgets/Segmented'
import { arrowKeys } from '../widgets/arrow-keys'

/** The value of the month dropdown's first item, which opens a custom time range. */
const CUSTOM_RANGE = 'custom'

/** The detail page's main header (docs/screens.md). */
export interface DetailHeaderProps {
  user: LoginInfo
  word: string
  plat: CatalogPlat
  /** the chosen categories' names in the user's language, as the tags show them */
  categories: CategoryName[]
  /** the category the follow heart uses */
  followCategoryId: number
  jdCat1?: number
  /** URL bName: the brand tag; removing it shows every brand again */
  brandName?: string
  label1?: string
  isMobile: boolean
  /** last month of the period */
  ts: string
  multi: boolean
  /** months that can be answered, newest first */
  months: string[]
  /** the sales models the data carries; null until known (no model select is offered meanwhile) */
  salesModels: SalesModels | null
  coupon: string
  jdVersion: string
  tabs: DetailTab[]
  tab: DetailTab
  onMonth(ts: string | null): void
  onMulti(multi: boolean): void
  onCoupon(model: string): void
  onJdVersion(version: string): void
  onRemoveBrand(): void
  onTab(tab: DetailTab): void
  onCustomRange(): void
  /** the concept as a comparison holds it (its categories as the link names them); left out, no "+ Compare" */
  compare?: CompareEntry
  /** opens the share dialog (a QR code and a link of the web site); left out, no share button (the mini-program shares cards, DetailActions) */
  onShare?(): void
}

export function DetailHeader(props: DetailHeaderProps) {
  const { t, lang } = useT()
  const { user, plat } = props
  const names = props.categories.map((c) => (lang === 'en' && c.category_name_en) || c.name)
  const tags = categoryTags(names)
  const internal = user.username.toLowerCase().endsWith(INTERNAL_DOMAIN)
  // a model the data does not carry would change no figure: only the data's models are offered,
  // and a select with one option is not shown at all
  const carried = props.salesModels ?? { coupon: [], jd_version: [] }
  const couponOptions = COUPON_MODELS.filter(
    (m) => carried.coupon.includes(m) && (m === '' || internal || user.version_selected.includes(m)),
  )
  const jdOptions = user.jd_version.filter((v) => carried.jd_version.includes(v))
  const period = props.multi ? multiMonthRange(props.ts) : { start: props.ts, end: props.ts }
  return (
    <View className='gr-detail-head' data-testid='detail-header'>
      <View className='gr-detail-head__inner'>
        <View className='gr-detail-head__tags'>
          {tags.shown.map((name) => (
            <Text key={name} className='gr-tag' data-testid='category-tag'>
              {name}
            </Text>
          ))}
          {tags.more && (
            <Text className='gr-tag gr-tag--more' aria-label={names.join('、')}>
              …
            </Text>
          )}
          {props.brandName && (
            <View className='gr-tag gr-tag--brand' data-testid='brand-tag'>
              <Text>{props.brandName}</Text>
              <View className='gr-tag__x' {...pressable(props.onRemoveBrand)} aria-label={t('detail.removeBrand')}>
                ×
              </View>
            </View>
          )}
        </View>
        <View className='gr-detail-head__title'>
          <View className='gr-detail-head__word' role='heading' aria-level={1} data-testid='detail-word'>
            {props.word}
          </View>
          {followHeartVisible({ label1: props.label1, isMobile: props.isMobile }) && (
            <FollowButton word={props.word} plat={plat} categoryId={props.followCategoryId} jdCat1={props.jdCat1} />
          )}
          {props.compare && <CompareButton entry={props.compare} />}
          {props.onShare && (
            <View className='gr-button gr-detail-head__share' {...pressable(props.onShare)} data-testid='share'>
              {t('detail.share')}
            </View>
          )}
        </View>
        <View className='gr-detail-head__controls'>
          {couponSelectVisible({ username: user.username, versionSelected: user.version_selected, plat }) && couponOptions.length > 1 && (
            <Dropdown<string>
              testId='coupon-select'
              label={t('detail.couponModel')}
              value={props.coupon}
              options={couponOptions.map((m) => ({ value: m, label: t(`detail.coupon.${m || 'none'}` as 'detail.coupon.none') }))}
              placeholder={t('detail.coupon.none')}
              onChange={props.onCoupon}
            />
          )}
          {jdVersionSelectVisible({ plat, jdVersion: user.jd_version }) && jdOptions.length > 1 && (
            <Dropdown<string>
              testId='jd-version-select'
              label={t('detail.jdVersion')}
              value={props.jdVersion || jdOptions[0]}
              options={jdOptions.map((v) => ({ value: v, label: jdVersionName(v, t) }))}
              placeholder={jdVersionName(jdOptions[0], t)}
              onChange={props.onJdVersion}
            />
          )}
          <Text className='gr-detail-head__period' data-testid='month-label'>
            {period.start === period.end
              ? formatMonth(period.end, lang)
              : t('concept.period', { start: formatMonth(period.start, lang), end: formatMonth(period.end, lang) })}
          </Text>
          <Segmented<'one' | 'three'>
            testId='detail-multi-month'
            value={props.multi ? 'three' : 'one'}
            options={[
              { value: 'one', label: t('concept.oneMonth') },
              { value: 'three', label: t('concept.lastThreeMonths') },
            ]}
            onChange={(value) => props.onMulti(value === 'three')}
          />
          <Dropdown<string>
            testId='detail-month-select'
            label={t('concept.month')}
            value={props.ts}
            options={[
              { value: CUSTOM_RANGE, label: t('upgrade.customRange') },
              ...props.months.map((month) => ({ value: month, label: formatMonth(month, lang) })),
            ]}
            placeholder={t('placeholder.selectMonth')}
            onChange={(value) => (value === CUSTOM_RANGE ? props.onCustomRange() : props.onMonth(value))}
          />
        </View>
        <View className='gr-tabs' role='tablist' data-testid='detail-tabs' {...arrowKeys(true)}>
          {props.tabs.map((tab) => (
            <View
              key={tab}
              {...pressable(() => tab !== props.tab && props.onTab(tab))}
              role='tab'
              aria-selected={tab === props.tab}
              className={`gr-tabs__tab${tab === props.tab ? ' gr-tabs__tab--on' : ''}`}
              data-testid={`tab-${tab}`}
            >
              {t(`detail.tabs.${tab}`)}
            </View>
          ))}
        </View>
      </View>
    </View>
  )
}

/**
 * What stands in for the header while the view loads: the word from the link and room for the
 * period controls and tabs, so that the page below does not move when the header arrives.
 */
export function DetailHeaderPending({ word }: { word: string }) {
  return (
    <View className='gr-detail-head' aria-busy='true' data-testid='detail-header-pending'>
      <View className='gr-detail-head__inner'>
        <View className='gr-detail-head__tags' />
        <View className='gr-detail-head__title'>
          <View className='gr-detail-head__word' role='heading' aria-level={1}>
            {word}
          </View>
        </View>
        <View className='gr-detail-head__pending' />
      </View>
    </View>
  )
}

/** A JD version by name ("销量口径 v4 · 1"), not its code (sold_v4_c1); an unknown code is shown as it is. */
function jdVersionName(code: string, t: ReturnType<typeof useT>['t']): string {
  const parts = /^sold_v(\d+)_c(\d*)$/.exec(code)
  return parts ? t('detail.jdVersionName', { version: parts[1], variant: parts[2] || '—' }) : code
}
