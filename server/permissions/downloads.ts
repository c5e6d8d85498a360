// Downloads: refused to every
// session opened in the mini-program, whatever the account, and to versions without downloads.
// The rule reads how this session came in (sessionLoginFrom), not the account alone: the same
// account may be signed in on the web and in the mini-program at once.
import type { SessionAccount } from '../accounts/sessions'
import { Forbidden } from './forbidden'

export type DownloadCaller = Pick<SessionAccount, 'download' | 'sessionLoginFrom'>

/** What /api/user says in `download` , which shows or hides the download button: the same rule, asked without refusing. */
export function mayDownload(session: DownloadCaller): boolean {
  return session.sessionLoginFrom !== 'weixin_mini' && session.download
}

/** -403 for a mini-program session (first: it is the clearer message) or a version without downloads. */
export function requireDownload(session: DownloadCaller): void {
  if (session.sessionLoginFrom === 'weixin_mini') throw new Forbidden('download_in_mini')
  if (!session.download) throw new Forbidden('download')
}
