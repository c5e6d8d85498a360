import Taro, { usePageNotFound } from '@tarojs/taro'
import { useEffect, type PropsWithChildren } from 'react'
import { installErrorReporter } from './api/error-reporter'
import { dropFirstPaint } from './platform/first-paint'
import { watchNavigation } from './platform/navigation'
import { installPageFocus } from './platform/page-focus'
import { startApp } from './app-start'
import { handlePageNotFound } from './platform/startup'
import { onViewportResize } from './platform/viewport'
import { useViewportStore } from './store/viewport'
import './app.scss'

startApp()

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
