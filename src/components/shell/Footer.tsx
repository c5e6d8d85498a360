import { Text, View } from '@tarojs/components'
import { useT } from '../hooks/use-t'

/** The page footer: where the sales figures come from, and the filing-number line. */
export interface FooterProps {
  /** hide the filing line (the mini-program never shows the footer at all) @default false */
  compact?: boolean
}

export function Footer({ compact = false }: FooterProps) {
  const { t } = useT()
  return (
    <View className='gr-footer' data-testid='footer'>
      <Text className='gr-footer__line'>{t('footer.disclaimer')}</Text>
      {!compact && (
        <Text className='gr-footer__line gr-footer__line--muted'>
          {t('footer.copyright')} · {t('footer.filing')}
        </Text>
      )}
    </View>
  )
}
