// Stops the server-http project's test server, then its ClickHouse HTTP harness.
import { HTTP_STATE_FILE, stopSuite } from './global-setup'

export default async function globalTeardownHttp(): Promise<void> {
  await stopSuite(HTTP_STATE_FILE)
}
