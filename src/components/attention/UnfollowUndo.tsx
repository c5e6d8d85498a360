import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { FollowItem } from '../../../types'
import { setFollow } from '../../api/follow'
import { useT } from '../hooks/use-t'
import { followRequest } from '../follow/follow-request'
import { showFollowFailure } from '../follow/follow-feedback'
import { pressable } from '../widgets/pressable'

/**
 * The line a row leaves behind when it is unfollowed: which concept went, and one tap to follow it
 * again as it was (its platform, category and JD category), for a heart tapped by mistake.
 */
export function UnfollowUndo({ follow, onUndone }: { follow: FollowItem; onUndone(): void }) {
  const { t } = useT()
  const [saving, setSaving] = useState(false)
  const undo = async () => {
    if (saving) return
    setSaving(true)
    try {
      await setFollow(
        followRequest(
          { word: follow.word, plat: follow.platform, categoryId: follow.category_id, jdCat1: follow.jd_cat1, type: follow.type },
          'add',
        ),
      )
      onUndone()
    } catch (error) {
      showFollowFailure(error, t)
    } finally {
      setSaving(false)
    }
  }
  return (
    <View className='gr-attention__undo' role='status' data-testid='attention-undo'>
      <Text>{t('attention.unfollowed', { word: follow.word })}</Text>
      <View
        className='gr-button gr-attention__undo-action'
        {...pressable(() => void undo())}
        aria-busy={saving}
        data-testid='attention-undo-action'
      >
        {t('attention.undo')}
      </View>
    </View>
  )
}
