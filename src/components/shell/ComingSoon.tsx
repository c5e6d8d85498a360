import { Text, View } from '@tarojs/components'
import type { RouteName } from '../../domain/routes'
import { navigate } from '../../platform/navigation'
import { useT } from '../hooks/use-t'

/** The honest placeholder of a page a later issue builds: what it will show, and a way on. */
export interface ComingSoonProps {
  route: Exclude<RouteName, 'concept'>
}

export function ComingSoon({ route }: ComingSoonProps) {
  const { t } = useT()
  return (
    <View className='gr-soon' data-testid='coming-soon'>
      <Text className='gr-soon__kicker'>{t(`menu.${route}`)}</Text>
      <Text className='gr-soon__title'>{t('comingSoon.title')}</Text>
      <Text className='gr-soon__body'>{t('comingSoon.body', { what: t(`screens.${route}`) })}</Text>
      <View className='gr-soon__link' onClick={() => void navigate('concept')}>
        {t('comingSoon.link')} →
      </View>
    </View>
  )
}
