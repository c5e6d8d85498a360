import { HomeScreen } from '../../components/home/HomeScreen'
import { useShareView } from '../../components/hooks/use-share-view'
import { useT } from '../../components/hooks/use-t'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function WxHomePage() {
  const { t } = useT()
  // the card opens home for the receiver; home has no view of its own to carry
  useShareView('wxHomePage', () => `${t('app.name')} · ${t('home.subtitle')}`)
  return (
    <Layout route='wxHomePage'>
      <HomeScreen />
    </Layout>
  )
}
