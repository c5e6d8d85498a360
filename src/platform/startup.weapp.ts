import Taro from '@tarojs/taro'
import { pageUrl } from './page-url'

export function applyStartRedirect(): void {
  /* the mini-program opens its first page (wxHomePage); nothing to rewrite */
}

export function handlePageNotFound(): void {
  void Taro.reLaunch({ url: pageUrl('wxHomePage') })
}

export function onUncaughtError(report: (message: string) => void): () => void {
  const onError = (error: string | Error | ErrorEvent) =>
    report(error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String((error as ErrorEvent).message ?? error))
  const onRejection = (result: { reason: unknown }) => report(String(result.reason))
  Taro.onError(onError)
  Taro.onUnhandledRejection(onRejection)
  return () => {
    Taro.offError(onError)
    Taro.offUnhandledRejection(onRejection)
  }
}
