import { Text, View } from '@tarojs/components'
import type { DictKey } from '../../i18n'
import type { QrTopic } from '../../domain/shell'
import { readPageQuery } from '../../platform/page-query'
import { copyWithToast } from '../hooks/copy-with-toast'
import { SUPPORT_MAIL } from './support-mail'
import { useT } from '../hooks/use-t'
import { pressable } from '../widgets/pressable'

type Section = 'campaign' | QrTopic

interface SectionText {
  title: DictKey
  lines: DictKey[]
  /** the address to write to, with a copy button */
  mail?: string
}

const SECTIONS: Record<Section, SectionText> = {
  campaign: {
    title: 'rules.campaignTitle',
    lines: ['rules.campaign1', 'rules.campaign2', 'rules.campaign3', 'rules.campaign4', 'rules.campaign5'],
  },
  support: { title: 'rules.supportTitle', lines: ['rules.support1', 'rules.support2', 'rules.support3'], mail: SUPPORT_MAIL },
  demo: { title: 'rules.demoTitle', lines: ['rules.demo1', 'rules.demo2', 'rules.demo3'], mail: 'demo@growthradar.demo' },
}

/**
 * The section order: the web header's QR codes open this page with ?topic=support or ?topic=demo
 * (domain/shell qrPanelPath), and whoever scanned one reads that topic first.
 */
export function sectionOrder(topic: string | undefined): Section[] {
  const all: Section[] = ['campaign', 'support', 'demo']
  const first = all.find((s) => s !== 'campaign' && s === topic)
  return first ? [first, ...all.filter((s) => s !== first)] : all
}

/** Container of /activityRules: the campaign rules, after-sales support and booking a demo. */
export function RulesScreen() {
  const { t } = useT()
  const topic = readPageQuery().topic
  const copy = (mail: string) => {
    void copyWithToast(mail, t('rules.copied', { mail }), t)
  }
  return (
    <View className='gr-rules' data-testid='rules-screen'>
      <View className='gr-home__hero'>
        <Text className='gr-home__title'>{t('rules.title')}</Text>
        <Text className='gr-home__subtitle'>{t('rules.intro')}</Text>
      </View>
      {sectionOrder(topic).map((section) => {
        const text = SECTIONS[section]
        return (
          <View
            key={section}
            className={`gr-card gr-rules__section${section === topic ? ' gr-rules__section--asked' : ''}`}
            data-testid={`rules-${section}`}
          >
            <Text className='gr-home__h'>{t(text.title)}</Text>
            {text.lines.map((line, i) => (
              <View key={line} className='gr-rules__line'>
                <Text className='gr-rules__n'>{i + 1}</Text>
                <Text className='gr-rules__text'>{t(line)}</Text>
              </View>
            ))}
            {text.mail && (
              <View className='gr-button gr-rules__copy' {...pressable(() => copy(text.mail ?? ''))} data-testid={`rules-copy-${section}`}>
                {t('rules.contactMail')}
              </View>
            )}
          </View>
        )
      })}
    </View>
  )
}
