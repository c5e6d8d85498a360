import { Text, View } from '@tarojs/components'
import type { WxTag } from '../../../types'
import { formatPercent } from '../../domain/format'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

/** Trending social topics (/api/wx/tags) as chips; the chosen one lists its posts below. */
export interface SocialTagsProps {
  tags: WxTag[]
  chosen: string | null
  onChoose(tag: string): void
}

export function SocialTags({ tags, chosen, onChoose }: SocialTagsProps) {
  const { t } = useT()
  return (
    <View className='gr-home__tags' role='radiogroup' aria-label={t('home.tagsTitle')} data-testid='home-tags'>
      {tags.map((tag) => (
        <View
          key={tag.tag}
          className={`gr-home__tag${tag.tag === chosen ? ' gr-home__tag--on' : ''}`}
          {...pressable(() => onChoose(tag.tag), 'radio')}
          aria-checked={tag.tag === chosen}
          data-testid='home-tag'
        >
          <Text>{tag.tag}</Text>
          <Text className='gr-home__tag-yoy'>{tag.yoy === null ? t('tag.new') : formatPercent(tag.yoy)}</Text>
        </View>
      ))}
    </View>
  )
}
