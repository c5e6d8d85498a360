import Taro from '@tarojs/taro'
import { copyText } from '../../platform/clipboard'
import type { Translate } from './use-t'

/** Copies `text` and says what happened: `copiedTitle`, or why nothing was copied. Never throws. */
export async function copyWithToast(text: string, copiedTitle: string, t: Translate): Promise<boolean> {
  const result = await copyText(text)
  const title = result === 'copied' ? copiedTitle : t(result === 'refused' ? 'mini.clipboardRefused' : 'mini.clipboardFailed')
  void Taro.showToast({ title, icon: 'none' })
  return result === 'copied'
}
