import Taro from '@tarojs/taro'

/** What became of a copy: done, refused for privacy (the user has not agreed), or failed otherwise. */
export type CopyResult = 'copied' | 'refused' | 'failed'

// WeChat's errno for a privacy-gated API the user has not agreed to (104) or that the app's privacy
// guide does not declare (112); both mean "no consent for this", not a broken clipboard
const PRIVACY_ERRNOS = [104, 112]

/**
 * Writes `text` to the clipboard (both targets: Taro's setClipboardData). Never throws: the
 * mini-program's clipboard is privacy-gated, and a refusal is an answer the caller tells the user.
 */
export async function copyText(text: string): Promise<CopyResult> {
  try {
    await Taro.setClipboardData({ data: text })
    return 'copied'
  } catch (error) {
    const errno = (error as { errno?: unknown } | null)?.errno
    return typeof errno === 'number' && PRIVACY_ERRNOS.includes(errno) ? 'refused' : 'failed'
  }
}
