// Who may download a table (SPEC §6 "Download button visibility follows download"; "Mini-program
// users: downloads disabled"): the account's `download` right, never from a mini-program session.
// The client only hides the button; this is the refusal (-403 in the caller's language).
import type { Lang } from '../../src/domain/constants'
import type { Account } from '../accounts/sessions'
import { ApiError } from '../http/envelope'

const NO_DOWNLOAD: Record<Lang, string> = {
  zh: '当前版本没有下载权限，请升级',
  en: 'Your current version has no permission to download. Please upgrade.',
}
const NO_DOWNLOAD_MINI: Record<Lang, string> = {
  zh: '小程序内不支持下载，请在网页版下载',
  en: 'Downloads are not available in the mini-program. Please download from the web version.',
}

export function requireDownload(account: Account, lang: Lang): void {
  if (account.loginFrom === 'weixin_mini') throw new ApiError(-403, NO_DOWNLOAD_MINI[lang])
  if (!account.download) throw new ApiError(-403, NO_DOWNLOAD[lang])
}
