export const pagesByScrolling = false

export function usePullRefresh(_refresh: () => Promise<unknown>): void {
  // a browser reloads the page itself
}

export function useReachEnd(_reached: () => void): void {
  // the web pages its rankings with numbered pages
}
