import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'

export const pagesByScrolling = true

export function usePullRefresh(refresh: () => Promise<unknown>): void {
  // WeChat keeps its spinner until told to stop, even when the request failed
  usePullDownRefresh(() => void refresh().finally(() => Taro.stopPullDownRefresh()))
}

export function useReachEnd(reached: () => void): void {
  useReachBottom(reached)
}
