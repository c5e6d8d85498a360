// The jest project server-http: the ClickHouse HTTP harness (clickhouse-http.ts) on a chDB folder
// of its own, then the shared test server with CLICKHOUSE_URL pointed at it. It builds the dataset
// through @clickhouse/client over HTTP, and every test file of the project reaches it that way.
import { HTTP_STATE_FILE, startInBackground } from './global-setup'

export default async function globalSetupHttp(): Promise<void> {
  startInBackground(HTTP_STATE_FILE, true)
}
