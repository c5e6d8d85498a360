import { Button, View } from '@tarojs/components'
import { FollowButton } from '../follow/FollowButton'
import { useT } from '../hooks/use-t'
import type { DetailActionsProps } from './detail-actions-props'

export type { DetailActionsProps }

/**
 * The mini-program's detail page ends in a bar with 关注 and 分享. The header's heart is hidden on
 * phones, which would leave the mini-program (always a phone) with no way to follow from a concept;
 * share is WeChat's own card (open-type share sends what the page's useSharePage gives), never a
 * link or a QR code of the web site.
 */
export function DetailActions({ word, plat, categoryId, jdCat1 }: DetailActionsProps) {
  const { t } = useT()
  return (
    <>
      {/* room at the page's end, so the fixed bar never covers the last row */}
      <View className='gr-detail-actions__room' />
      <View className='gr-detail-actions' data-testid='detail-actions'>
        <FollowButton word={word} plat={plat} categoryId={categoryId} jdCat1={jdCat1} />
        <Button className='gr-button gr-button--primary gr-detail-actions__share' openType='share' data-testid='detail-share-card'>
          {t('detail.share')}
        </Button>
      </View>
    </>
  )
}
