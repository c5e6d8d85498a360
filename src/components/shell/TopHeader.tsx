import { Text, View } from '@tarojs/components'
import { LANGUAGE_NAMES, type Lang } from '../../domain/constants'
import { useT } from '../hooks/use-t'
import { Dropdown } from '../widgets/Dropdown'
import { QrPanel } from './QrPanel'
import { UserMenu } from './UserMenu'
import { Picture } from '../widgets/Picture'
import type { TopHeaderProps } from './top-header-props'

export type { TopHeaderProps }

export function TopHeader(props: TopHeaderProps) {
  const { partner, userName, showLoginControls, showQrPanels, showLanguageSelect, language, switcher, search } = props
  const { t } = useT()
  return (
    <View className='gr-top' data-testid='top-header'>
      <View className='gr-top__inner'>
        {partner ? (
          <View className='gr-brand' data-testid='partner-brand'>
            {partner.logoUrl && <Picture className='gr-brand__partner-logo' src={partner.logoUrl} mode='heightFix' alt={partner.title} />}
            <Text className='gr-brand__name'>{partner.title}</Text>
          </View>
        ) : (
          <View className='gr-brand' data-testid='product-brand'>
            <View className='gr-brand__mark'>
              <View className='gr-brand__ring' />
              <View className='gr-brand__dot' />
            </View>
            <Text className='gr-brand__name'>{t('app.name')}</Text>
          </View>
        )}
        <View className='gr-top__center'>{switcher}</View>
        <View className='gr-top__tools'>
          {showQrPanels && (
            <>
              <QrPanel
                topic='support'
                label={t('header.afterSales')}
                shortLabel={t('header.afterSalesShort')}
                scanHint={t('header.afterSalesScan')}
                hint={t('header.afterSalesHint')}
                loggedIn={userName !== null}
              />
              <QrPanel
                topic='demo'
                label={t('header.demo')}
                shortLabel={t('header.demoShort')}
                scanHint={t('header.demoScan')}
                hint={t('header.demoHint')}
                loggedIn={userName !== null}
              />
            </>
          )}
          {showLanguageSelect && (
            <Dropdown<Lang>
              testId='language-select'
              value={language}
              options={LANGUAGE_NAMES}
              placeholder={t('header.language')}
              onChange={props.onLanguageChange}
              alignRight
            />
          )}
          {showLoginControls && (
            <UserMenu
              userName={userName}
              avatarLetter={props.avatarLetter}
              onLogin={props.onLogin}
              onLogout={props.onLogout}
              onNavigate={props.onNavigate}
            />
          )}
        </View>
      </View>
      {search && <View className='gr-top__search'>{search}</View>}
    </View>
  )
}
