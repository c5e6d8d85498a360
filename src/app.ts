import Taro, { usePageNotFound } from '@tarojs/taro'
import { useEffect, type PropsWithChildren } from 'react'
import { installErrorReporter } from './api/error-reporter'
import { installSessionAlerts } from './components/shell/session-alerts'
import { dropFirstPaint } from './platform/first-paint'
import { watchNavigation } from './platform/navigation'
import { installPageFocus } from './platform/page-focus'
import { installPrivacyPrompt } from './platform/privacy'
import { applyStartRedirect, handlePageNotFound } from './platform/startup'
import { onViewportResize } from './platform/viewport'
import './store/language'
import { usePrivacyStore } from './store/privacy'
import { useUserStore } from './store/user'
import { useNoticesStore } from './store/notices'
import { useViewportStore } from './store/viewport'
import './app.scss'

// SPEC §2 routing rules ('/' by width, unknown paths on desktop → /concept). This must run at the
// top level, before Taro's router reads the location; on the mini-program it does nothing.
applyStartRedirect()

// The page is shown once the notices and the session are in (Layout, use-start-settled.ts): ask for
// both now, not after React's first render and effects. What the session's answer can set off
// (-424, -499) is listened for first, for the app's whole life.
installSessionAlerts()
// WeChat asks for consent before a privacy-gated API runs; the page's PrivacyDialog shows the question
installPrivacyPrompt((answer) => usePrivacyStore.getState().ask(answer))
void useNoticesStore.getState().load()
void useUserStore.getState().loadUser()

// Every page the server paints ahead of the scripts removes that frame as it shows itself
// (Layout); should a page not, the frame must not hide the app for good.
const FIRST_PAINT_MAX_MS = 10_000

function currentTab(): string {
  return Taro.getCurrentInstance().router?.path ?? ''
}

function App({ children }: PropsWithChildren) {
  // In-app navigation to a page that does not exist (the start-up check only sees the first URL).
  usePageNotFound((result) => handlePageNotFound(result.path))

  useEffect(() => {
    const stops = [
      installPageFocus(),
      installErrorReporter(currentTab),
      watchNavigation(),
      onViewportResize((width) => useViewportStore.getState().setViewportWidth(width)),
    ]
    const frameTimer = setTimeout(dropFirstPaint, FIRST_PAINT_MAX_MS)
    stops.push(() => clearTimeout(frameTimer))
    return () => {
      for (const stop of stops) stop()
    }
  }, [])

  return children
}

export default App
