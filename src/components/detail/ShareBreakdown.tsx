import { Text, View } from '@tarojs/components'
import type { CatalogPlat, ConceptScope } from '../../../types'
import type { ApiQuery } from '../../data/use-api'
import { currencyOf } from '../../domain/format'
import { useViewportStore } from '../../store/viewport'
import { PanelState } from './PanelState'
import { ScopeLine } from './ScopeLine'
import { ShareTable, type ShareItem } from './ShareTable'

/** A tab that splits the concept's sales by something (categories, brands): states, scope, shares. */
export interface ShareBreakdownProps {
  /** the answer of the tab's call; its data carries the scope and the total sales */
  answer: ApiQuery<ConceptScope & { total_sales: number }>
  items: ShareItem[]
  plat: CatalogPlat
  /** what the line above the table says on the right: how many, and the hint to open a row */
  count: string
  openHint?: string
  texts: { loading: string; emptyTitle: string; name: string; shareTip: string }
  onOpen?(item: ShareItem): void
  /** the panel's and the list's test ids */
  testId: string
  listTestId: string
}

export function ShareBreakdown({ answer, items, plat, count, openHint, texts, onOpen, testId, listTestId }: ShareBreakdownProps) {
  const isMobile = useViewportStore((s) => s.isMobile)
  const data = answer.data
  return (
    <View className='gr-dtab' data-testid={testId}>
      <PanelState
        hasData={!!data}
        isLoading={answer.isLoading}
        error={answer.error}
        onRetry={answer.retry}
        empty={items.length === 0}
        loadingText={texts.loading}
        emptyTitle={texts.emptyTitle}
        emptyHint={data?.hint_msg || undefined}
      >
        {data && (
          <>
            <ScopeLine scope={data} extra={<Text className='gr-muted'>{openHint ? `${count} · ${openHint}` : count}</Text>} />
            <ShareTable
              items={items}
              total={data.total_sales}
              currency={currencyOf(plat)}
              nameLabel={texts.name}
              shareTip={texts.shareTip}
              isMobile={isMobile}
              onOpen={onOpen}
              testId={listTestId}
            />
          </>
        )}
      </PanelState>
    </View>
  )
}
