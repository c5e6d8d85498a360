import { Text } from '@tarojs/components'
import { useMemo } from 'react'
import { highlightParts } from './highlight'

/** An item title with the searched words marked. */
export interface HighlightedTitleProps {
  title: string
  /** the answer's `words` */
  words: readonly string[]
}

export function HighlightedTitle({ title, words }: HighlightedTitleProps) {
  const parts = useMemo(() => highlightParts(title, words), [title, words])
  return (
    <Text className='gr-ditem__title'>
      {parts.map((part, i) =>
        part.hit ? (
          <Text key={i} className='gr-hl'>
            {part.text}
          </Text>
        ) : (
          part.text
        ),
      )}
    </Text>
  )
}
