import { DetailScreen } from '../../components/detail/DetailScreen'
import '../../components/detail/detail-tabs.scss'
import './index.scss'

export default function DetailPage() {
  return <DetailScreen />
}
