import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { RankingDownloadQuery } from '../../../types'
import { downloadRanking } from '../../api/rankings'
import { asApiError } from '../../data/use-api'
import { selectIsMiniProgram, useUserStore } from '../../store/user'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/**
 * Saves the table shown as CSV. The screen shows it only where the session may
 * download (the account's `download` flag, never in the mini-program); the server refuses the rest all the
 * same, and a refusal is said here, beside the button.
 */
export interface DownloadButtonProps {
  /** the ranking and page shown; null while there is none */
  query: RankingDownloadQuery | null
}

/** The button shows only for an account with the `download` flag, and never in the mini-program. */
export function useMayDownload(): boolean {
  return useUserStore((s) => Boolean(s.user?.download) && !selectIsMiniProgram(s))
}

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; file: string } | { kind: 'failed'; message: string }

export function DownloadButton({ query }: DownloadButtonProps) {
  const { t, lang } = useT()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const start = () => {
    if (!query || state.kind === 'busy') return
    setState({ kind: 'busy' })
    downloadRanking({ ...query, lang }).then(
      (file) => setState({ kind: 'done', file }),
      (error: unknown) => setState({ kind: 'failed', message: asApiError(error).message }),
    )
  }
  const disabled = !query || state.kind === 'busy'
  return (
    <View className='gr-download'>
      <View
        className={`gr-button${disabled ? ' gr-button--disabled' : ''}`}
        aria-disabled={disabled}
        data-testid='download'
        {...pressable(start)}
      >
        {state.kind === 'busy' ? t('rankings.downloading') : `⤓ ${t('rankings.download')}`}
      </View>
      <Text
        className={`gr-download__note${state.kind === 'failed' ? ' gr-download__note--error' : ''}`}
        aria-live='polite'
        data-testid='download-note'
      >
        {state.kind === 'done'
          ? t('rankings.downloaded', { file: state.file })
          : state.kind === 'failed'
            ? t('rankings.downloadFailed', { message: state.message })
            : ''}
      </Text>
    </View>
  )
}
