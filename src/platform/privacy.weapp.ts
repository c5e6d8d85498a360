import { PRIVACY_AGREE_BUTTON_ID } from './privacy-button'

export { PRIVACY_AGREE_BUTTON_ID }

type Resolve = (answer: { event: 'agree' | 'disagree'; buttonId?: string }) => void
interface PrivacyApi {
  onNeedPrivacyAuthorization?: (listener: (resolve: Resolve) => void) => void
}
declare const wx: PrivacyApi | undefined

export function installPrivacyPrompt(onNeed: (answer: (agree: boolean) => void) => void): () => void {
  // `wx` is a variable of the mini-program's scope, not necessarily a property of globalThis
  const api: PrivacyApi | undefined = typeof wx === 'undefined' ? undefined : wx
  if (typeof api?.onNeedPrivacyAuthorization !== 'function') return () => undefined
  let live = true
  api.onNeedPrivacyAuthorization((resolve) => {
    // WeChat keeps one listener and has no off(): after an unsubscribe the question is refused
    if (!live) return resolve({ event: 'disagree' })
    onNeed((agree) => resolve(agree ? { event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID } : { event: 'disagree' }))
  })
  return () => {
    live = false
  }
}
