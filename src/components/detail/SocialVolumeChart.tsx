import { View } from '@tarojs/components'
import type { Month, SocialPlat } from '../../../types'
import { goToLogin } from '../../platform/login'
import { TrendChart } from '../chart/TrendChart'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { useT } from '../hooks/use-t'
import { monthsMarked, sourcesOf } from '../../domain/freshness'
import { useFreshness } from '../freshness/use-freshness'
import { useSocialVolume } from './use-detail-data'
import { ERROR_CODES } from '../../../types/envelope'

/** The concept's social volume over 13 months, one line per social platform. */
export interface SocialVolumeChartProps {
  /** the word as social volume is recorded (detail-fetch socialWordOf) */
  word: string
  /** the last month of the 13 */
  ts: Month
  /** only this platform's line (a social concept's detail, URL social_plat); every platform without it */
  plat?: SocialPlat
}

export function SocialVolumeChart({ word, ts, plat }: SocialVolumeChartProps) {
  const { t, lang } = useT()
  const social = useSocialVolume(word, ts)
  const title = plat ? t('social.detailChart', { plat: t(`detailTabs.socialPlat.${plat}`) }) : t('detailTabs.trend.socialChart')
  const recorded = social.data?.series.filter((s) => s.values !== null && (!plat || s.plat === plat)) ?? []
  // a month is drawn as not final where any platform drawn marks it so
  const fresh = useFreshness(recorded.flatMap((s) => sourcesOf(s.plat, true)))
  const months = social.data?.months ?? []

  let body
  if (social.error) {
    body =
      social.error.code === ERROR_CODES.noPermission ? (
        <ConceptStatus kind='error' error={social.error} title={t('upgrade.title')} />
      ) : (
        <ConceptStatus kind='error' error={social.error} title={t('detailTabs.errorTitle')} onRetry={social.retry} onLogin={goToLogin} />
      )
  } else if (social.data && recorded.length === 0 && !social.isLoading) {
    body = (
      <ConceptStatus kind='empty' title={t('detailTabs.trend.socialEmptyTitle', { word })} hint={t('detailTabs.trend.socialEmptyHint')} />
    )
  } else {
    body = (
      <TrendChart
        months={months}
        partialMonths={monthsMarked(fresh, months, 'partial')}
        estimatedMonths={monthsMarked(fresh, months, 'estimated')}
        series={recorded.map((s) => ({ name: t(`detailTabs.socialPlat.${s.plat}`), values: s.values ?? [] }))}
        valueKind='count'
        lang={lang}
        loading={!social.data || social.isLoading}
        title={title}
        testId='social-chart'
      />
    )
  }
  return (
    <View className='gr-dtab__section' data-testid='social-section'>
      <View className='gr-dtab__h'>{title}</View>
      {body}
    </View>
  )
}
