import { SearchScreen } from '../../components/search/SearchScreen'
import { Layout } from '../../components/shell/Layout'
import '../concept/index.scss'
import './index.scss'

export default function SearchPage() {
  return (
    <Layout route='search'>
      <SearchScreen />
    </Layout>
  )
}
