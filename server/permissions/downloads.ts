// Downloads (SPEC §6: "login_from === 'weixin_mini' turns off downloads"): refused to every
// session opened in the mini-program, whatever the account, and to versions without downloads.
// The rule reads how this session came in, not the account alone: the same account may be logged
// in on the web and in the mini-program at once.
import type { LoginFrom } from '../../types'
import type { Account } from '../accounts/sessions'
import { Forbidden } from './forbidden'

export interface DownloadCaller {
  account: Pick<Account, 'download'>
  loginFrom: LoginFrom
}

export function canDownload(session: DownloadCaller): boolean {
  return session.loginFrom !== 'weixin_mini' && session.account.download
}

/** -403 for a mini-program session (first: it is the clearer message) or a version without downloads. */
export function requireDownload(session: DownloadCaller): void {
  if (session.loginFrom === 'weixin_mini') throw new Forbidden('download_in_mini')
  if (!session.account.download) throw new Forbidden('download')
}
