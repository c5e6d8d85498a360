// Stops the test server and removes its folder.
import { STATE_FILE, stopSuite } from './global-setup'

export default async function globalTeardown(): Promise<void> {
  await stopSuite(STATE_FILE)
}
