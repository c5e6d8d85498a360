// Run before each server test file (jest's setupFilesAfterEnv): the shared server is started in the
// background by the project's set-up (global-setup.ts), so a file waits here until it answers.
import { HTTP_STATE_FILE, STATE_FILE, waitForSuite } from './global-setup'
import { viaClickHouseHttp } from './helpers'

beforeAll(() => waitForSuite(viaClickHouseHttp ? HTTP_STATE_FILE : STATE_FILE), 300_000)
