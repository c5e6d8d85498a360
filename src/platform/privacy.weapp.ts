import { PRIVACY_AGREE_BUTTON_ID } from './privacy-button'
import type { PrivacyQuestion } from './privacy'

export { PRIVACY_AGREE_BUTTON_ID }

// the three answers WeChat documents for a custom consent dialog
type Answer = { event: 'exposureAuthorization' } | { event: 'agree'; buttonId: string } | { event: 'disagree' }
type Resolve = (answer: Answer) => void
interface PrivacyApi {
  onNeedPrivacyAuthorization?: (listener: (resolve: Resolve) => void) => void
}
declare const wx: PrivacyApi | undefined

export function installPrivacyPrompt(onNeed: (question: PrivacyQuestion) => void): () => void {
  // `wx` is a variable of the mini-program's scope, not necessarily a property of globalThis
  const api: PrivacyApi | undefined = typeof wx === 'undefined' ? undefined : wx
  if (typeof api?.onNeedPrivacyAuthorization !== 'function') return () => undefined
  let live = true
  api.onNeedPrivacyAuthorization((resolve) => {
    // WeChat keeps one listener and has no off(): after an unsubscribe the question is refused
    if (!live) return resolve({ event: 'disagree' })
    let exposed = false
    onNeed({
      shown: () => {
        if (exposed) return
        exposed = true
        resolve({ event: 'exposureAuthorization' })
      },
      answer: (agree) => resolve(agree ? { event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID } : { event: 'disagree' }),
    })
  })
  return () => {
    live = false
  }
}
