import Taro from '@tarojs/taro'
import { startRedirect } from '../domain/routes'

function target(path: string): string | null {
  return startRedirect(path, Taro.getWindowInfo().windowWidth)
}

// Runs at the top level of app.ts: Taro's router reads location when it is created, so a
// replaceState here becomes the start URL (useLaunch runs too late for '/'; TARO-NOTES).
export function applyStartRedirect(): void {
  const next = target(window.location.pathname)
  if (next) window.history.replaceState(window.history.state, '', next)
}

export function handlePageNotFound(path: string): void {
  const next = target(path)
  if (next) void Taro.redirectTo({ url: next })
}

function describe(reason: unknown): string {
  if (reason instanceof Error) return `${reason.message}\n${reason.stack ?? ''}`
  return String(reason)
}

export function onUncaughtError(report: (message: string) => void): () => void {
  const onError = (event: ErrorEvent) => report(describe(event.error ?? event.message))
  const onRejection = (event: PromiseRejectionEvent) => report(describe(event.reason))
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)
  return () => {
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
  }
}
