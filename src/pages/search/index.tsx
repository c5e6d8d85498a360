import { SearchScreen } from '../../components/search/SearchScreen'
import { useShareView } from '../../components/hooks/use-share-view'
import { Layout } from '../../components/shell/Layout'
import '../concept/index.scss'
import './index.scss'

export default function SearchPage() {
  // the expression typed and the platform are in the link: the card opens the same matches
  useShareView('search')
  return (
    <Layout route='search'>
      <SearchScreen />
    </Layout>
  )
}
