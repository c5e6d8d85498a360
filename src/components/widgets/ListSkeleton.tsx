import { Text, View } from '@tarojs/components'
import { useT } from '../hooks/use-t'

/** A list still loading: grey rows where its rows will come, and what is being loaded below them. */
export interface ListSkeletonProps {
  /** rows drawn: about as many as a screen shows @default 5 */
  rows?: number
  /** what is being loaded @default the generic loading text */
  hint?: string
  testId?: string
}

export function ListSkeleton({ rows = 5, hint, testId = 'state-loading' }: ListSkeletonProps) {
  const { t } = useT()
  return (
    <View className='gr-skeleton' role='status' aria-busy='true' data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <View key={i} className='gr-skeleton__row' aria-hidden>
          <View className='gr-skeleton__lines'>
            <View className='gr-skeleton__line gr-skeleton__line--title' />
            <View className='gr-skeleton__line gr-skeleton__line--meta' />
          </View>
          <View className='gr-skeleton__line gr-skeleton__line--figure' />
        </View>
      ))}
      <Text className='gr-skeleton__hint'>{hint ?? t('state.loading')}</Text>
    </View>
  )
}
