import { DetailScreen } from '../../components/detail/DetailScreen'
import './index.scss'

export default function DetailPage() {
  return <DetailScreen />
}
