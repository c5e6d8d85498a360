import { installSessionAlerts } from './components/shell/session-alerts'
import { installPrivacyPrompt } from './platform/privacy'
import { applyStartRedirect } from './platform/startup'
import './store/language'
import { usePrivacyStore } from './store/privacy'
import { useUserStore } from './store/user'
import { useNoticesStore } from './store/notices'

let started = false

/**
 * What the app does before its router and first page: once, from whichever entry runs first (on
 * H5 an entry of its own, src/start.h5.ts, so that this is a task apart from the router's).
 */
export function startApp(): void {
  if (started) return
  started = true
  // The start redirects ('/' by width, unknown paths on desktop → /concept): before Taro's router
  // reads the location; on the mini-program it does nothing.
  applyStartRedirect()
  // The page is shown once the notices and the session are in (Layout, use-start-settled.ts): ask
  // for both now, not after React's first render and effects. What the session's answer can set off
  // (-424, -499) is listened for first, for the app's whole life.
  installSessionAlerts()
  // WeChat asks for consent before a privacy-gated API runs; the page's PrivacyDialog shows the question
  installPrivacyPrompt((question) => usePrivacyStore.getState().ask(question))
  void useNoticesStore.getState().load()
  void useUserStore.getState().loadUser()
}
