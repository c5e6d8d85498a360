import { Button, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { MonthlyReport } from '../../../types'
import { getMonthlyReport } from '../../api/search'
import { useApi } from '../../data/use-api'
import { formatMonth } from '../../domain/format'
import { shiftMonth } from '../../domain/months'
import { goToLogin } from '../../platform/login'
import { navigate } from '../../platform/navigation'
import { readPageQuery } from '../../platform/page-query'
import { pageUrl } from '../../platform/page-url'
import { pressShareButton, useSharePage } from '../../platform/share-page'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { REPORT_KEY } from '../follow/follow-cache'
import { Pager } from '../widgets/Pager'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'
import { GrowthBars } from './GrowthBars'
import { ReportCards } from './ReportCards'
import { ReportSummary } from './ReportSummary'
import { ReportTrend } from './ReportTrend'

const MONTH = /^\d{4}-\d{2}$/

/** Container of /report: the month's report of the followed concepts, month by month, shareable. */
export function ReportScreen() {
  const { t, lang } = useT()
  // a shared link opens the month it was shared for
  const [asked, setAsked] = useState<string | null>(() => {
    const ts = readPageQuery().ts
    return ts && MONTH.test(ts) ? ts : null
  })
  // the page of the rows; another month starts again at its first page
  const [page, setPage] = useState(1)
  const report = useApi<MonthlyReport>([REPORT_KEY, asked, page], () =>
    getMonthlyReport({ ...(asked ? { ts: asked } : {}), ...(page > 1 ? { page } : {}) }),
  )
  // the latest month is the first answer without a month asked: the next-month arrow stops there
  const latest = useApi<MonthlyReport>([REPORT_KEY, null], () => getMonthlyReport()).data?.ts
  const data = report.data
  // the month asked, shown at once (the previous month's figures stay, dimmed, until its answer)
  const ts = asked ?? data?.ts
  // a shared report opens the same month
  const view = { route: 'report' as const, query: ts ? { ts } : {} }
  const shareTitle = t('report.shareTitle', { month: ts ? formatMonth(ts, lang) : '' })
  useSharePage(() => ({ now: { title: shareTitle, path: pageUrl(view.route, view.query) } }))

  const showMonth = (month: string) => {
    setAsked(month)
    setPage(1)
  }

  const onShare = () => {
    void pressShareButton(view).then((how) => {
      if (how === 'copied') void Taro.showToast({ title: t('report.copied'), icon: 'none' })
    })
  }

  let body
  if (report.isLoading) body = <ConceptStatus kind='loading' hint={t('report.loading')} />
  else if (report.error) {
    // the error is this month's: the figures kept from the month before are not shown under it
    body = <ConceptStatus kind='error' error={report.error} title={t('report.errorTitle')} onRetry={report.retry} onLogin={goToLogin} />
  } else if (data && data.rows.length === 0 && data.left_out.length === 0) {
    body = (
      <ConceptStatus
        kind='empty'
        title={t('report.emptyTitle')}
        hint={t('report.emptyHint')}
        action={{ label: t('report.emptyAction'), onPress: () => void navigate('wxHomePage') }}
      />
    )
  } else if (data) {
    body = (
      <View className='gr-report__body'>
        <ReportSummary report={data} />
        <GrowthBars rows={data.rows} />
        <ReportTrend months={data.months} rows={data.rows} />
        <ReportCards rows={data.rows} ts={data.ts} />
        <Pager page={data.page} pages={Math.max(1, Math.ceil(data.total / data.page_size))} onChange={setPage} />
      </View>
    )
  }

  return (
    <View className='gr-report' data-testid='report-screen'>
      <View className='gr-home__hero'>
        <Text className='gr-home__title'>{t('report.title', { month: ts ? formatMonth(ts, lang) : '' })}</Text>
        <Text className='gr-home__subtitle'>{t('report.subtitle')}</Text>
      </View>
      <View className='gr-report__bar-head'>
        <View className='gr-report__months'>
          <View
            className='gr-button'
            {...pressable(() => ts && showMonth(shiftMonth(ts, -1)))}
            aria-label={t('report.prevMonth')}
            data-testid='report-prev'
          >
            ‹
          </View>
          <Text className='gr-report__month' data-testid='report-month'>
            {ts ? formatMonth(ts, lang) : '—'}
          </Text>
          <View
            className={`gr-button${!ts || !latest || ts >= latest ? ' gr-button--disabled' : ''}`}
            {...pressable(() => ts && latest && ts < latest && showMonth(shiftMonth(ts, 1)))}
            aria-label={t('report.nextMonth')}
            data-testid='report-next'
          >
            ›
          </View>
        </View>
        {data && data.rows.length > 0 && (
          // open-type share: in the mini-program the button itself opens WeChat's share sheet (useSharePage
          // says what it sends); in the browser its press copies the link
          <Button className='gr-button gr-button--primary gr-report__share' openType='share' onClick={onShare} data-testid='report-share'>
            {t('report.share')}
          </Button>
        )}
      </View>
      {body}
    </View>
  )
}
