import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { ApiError } from '../../api/errors'
import { goToLogin } from '../../platform/login'
import { ConceptStatus } from '../widgets/ConceptStatus'
import { useT } from '../hooks/use-t'
import { useFreshnessSettled } from '../freshness/use-freshness'
import { ERROR_CODES } from '../../../types/envelope'

/** What a detail panel shows before its content: loading, the failure, or an empty answer. */
export interface PanelStateProps {
  /** the panel's answer, once any arrived (may be the previous query's while the next one loads) */
  hasData: boolean
  /** a request is running for the current query */
  isLoading: boolean
  error?: ApiError
  onRetry(): void
  /** the answer has nothing to show */
  empty: boolean
  loadingText: string
  /** says what is missing; the hint below it says what to try */
  emptyTitle: string
  /** @default detailTabs.emptyHint (another month or category); the server's hint_msg when it gave one (a Chinese word on English titles) */
  emptyHint?: string
  /** the content; shown dimmed while the next query's answer is on its way */
  children: ReactNode
  /** a class that gives the first loading state the content's height, so that nothing below it moves when the content arrives */
  reserveClass?: string
}

export function PanelState({
  hasData,
  isLoading,
  error,
  onRetry,
  empty,
  loadingText,
  emptyTitle,
  emptyHint,
  children,
  reserveClass,
}: PanelStateProps) {
  const { t } = useT()
  // the content's scope line says how fresh its figures are: it is shown with them, not after
  const fresh = useFreshnessSettled()
  if (error) {
    // -403 carries the server's upgrade message: asking again cannot help, upgrading can
    if (error.code === ERROR_CODES.noPermission) return <ConceptStatus kind='error' error={error} title={t('upgrade.title')} />
    return <ConceptStatus kind='error' error={error} title={t('detailTabs.errorTitle')} onRetry={onRetry} onLogin={goToLogin} />
  }
  // an empty answer is not kept on screen while the next one loads: it would read as the next answer
  if ((!hasData || !fresh) && reserveClass) {
    return (
      <View className={reserveClass}>
        <ConceptStatus kind='loading' hint={loadingText} />
      </View>
    )
  }
  if (!hasData || !fresh || (empty && isLoading)) return <ConceptStatus kind='loading' hint={loadingText} />
  if (empty) return <ConceptStatus kind='empty' title={emptyTitle} hint={emptyHint ?? t('detailTabs.emptyHint')} />
  return (
    <View className={`gr-dtab__body${isLoading ? ' gr-dtab__body--stale' : ''}`} aria-busy={isLoading}>
      {children}
    </View>
  )
}
