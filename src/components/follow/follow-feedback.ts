// Error codes: "Follow failure shows error_msg.msg, error_msg or 操作失败; success shows 设置成功." The
// success says which way it went too: a follow and an unfollow read alike otherwise.
import Taro from '@tarojs/taro'
import { ApiError, catalogueMessage } from '../../api/errors'
import { translate } from '../../i18n'
import type { Translate } from '../hooks/use-t'

/**
 * The client's ApiError already carries error_msg (or error_msg.msg) when the server sent one; when it
 * did not, the client filled in a catalogue or generic text. Those fill-ins are not what the error codes rule asks
 * for after a follow: without a server message the user reads 操作失败.
 */
function isClientFallback(error: ApiError): boolean {
  // compared in the language the client wrote them in (translate()'s current one), not necessarily the screen's
  const fillIns = [translate('errors.generic'), translate('errors.network'), catalogueMessage(error.code)]
  return fillIns.includes(error.message)
}

export function followFailureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.message && !isClientFallback(error)) return error.message
  return t('errors.operationFailed')
}

export function showFollowSuccess(t: Translate, followed: boolean): void {
  // icon 'none': the mini-program cuts a titled icon toast at 7 characters
  void Taro.showToast({ title: t(followed ? 'follow.followedToast' : 'follow.unfollowedToast'), icon: 'none' })
}

export function showFollowFailure(error: unknown, t: Translate): void {
  // icon 'none': the mini-program cuts a titled icon toast at 7 characters, server messages are longer
  void Taro.showToast({ title: followFailureMessage(error, t), icon: 'none' })
}
