import { ReportScreen } from '../../components/report/ReportScreen'
import { Layout } from '../../components/shell/Layout'
import './index.scss'

export default function ReportPage() {
  return (
    <Layout route='report'>
      <ReportScreen />
    </Layout>
  )
}
