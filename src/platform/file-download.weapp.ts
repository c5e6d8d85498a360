import type { DownloadOutcome } from './file-download'
import { ERROR_CODES } from '../../types/envelope'

// No downloads in the mini-program: the button is hidden there, and the server
// refuses every mini-program session; nothing is asked.
export async function downloadFile(): Promise<DownloadOutcome> {
  return { saved: false, status: 200, envelope: { status: 'error', error_code: ERROR_CODES.noPermission, error_msg: '' } }
}
