export { PRIVACY_AGREE_BUTTON_ID } from './privacy-button'

export function installPrivacyPrompt(): () => void {
  // browsers have no privacy authorization of WeChat's kind
  return () => undefined
}
