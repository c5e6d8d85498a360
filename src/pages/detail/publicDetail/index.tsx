import { DetailScreen } from '../../../components/detail/DetailScreen'
import { DETAIL_SOURCES } from '../../../domain/detail-source'
import './index.scss'

export default function PublicDetailPage() {
  return <DetailScreen source={DETAIL_SOURCES.publicDetail} />
}
