import { Text, View } from '@tarojs/components'
import legalEn from '../../i18n/legal/en'
import legalZh from '../../i18n/legal/zh'
import type { LegalTexts } from '../../i18n/legal/types'
import { useT } from '../hooks/use-t'

/** One of the texts the login asks consent to, in the reader's language. */
export interface LegalScreenProps {
  document: keyof LegalTexts
}

export function LegalScreen({ document }: LegalScreenProps) {
  const { lang } = useT()
  const text = (lang === 'en' ? legalEn : legalZh)[document]
  return (
    <View className='gr-legal' data-testid={`legal-${document}`}>
      <View className='gr-legal__title' role='heading' aria-level={1}>
        {text.title}
      </View>
      <Text className='gr-note'>{text.updated}</Text>
      <Text className='gr-legal__p'>{text.intro}</Text>
      {text.sections.map((section) => (
        <View key={section.heading} className='gr-legal__section'>
          <View className='gr-legal__h' role='heading' aria-level={2}>
            {section.heading}
          </View>
          {section.paragraphs.map((p) => (
            <Text key={p} className='gr-legal__p'>
              {p}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}
