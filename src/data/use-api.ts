// The one data layer of the screens (DESIGN: cache, deduplication, retry, cancellation), on swr.
// swr was measured on both targets in this project (TARO-NOTES): it runs on the mini-program and
// in the browser with no set-up and adds nothing to the H5 start-up chunk. What it gives:
// - cache: answers are kept per key for the app's life, so going back to a screen shows its data at once;
// - deduplication: screens asking for the same key share one request (and src/api shares identical
//   calls in flight as well);
// - cancellation: an answer that arrives for a key the screen has left is dropped, never shown;
// - retry: only failures a retry can mend (network, timeout, 5xx), twice, with a growing pause.
import { useDeferredValue, useMemo } from 'react'
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr'
import useSWRInfinite from 'swr/infinite'
import useSWRMutation from 'swr/mutation'
import { ApiError, NETWORK_ERROR_CODE } from '../api/errors'
import { isMiniProgram } from '../platform/env'
import { nextTask } from '../platform/next-task'
import { ERROR_CODES } from '../../types/envelope'

/** A key names the call and every input it depends on; null means "not yet" (an input is missing). */
export type ApiKey = readonly [string, ...unknown[]] | null

/** Error codes: codes a retry can mend: no response, server errors and a slow server. */
const RETRYABLE = new Set<number>([
  NETWORK_ERROR_CODE,
  ERROR_CODES.serverError,
  ERROR_CODES.httpServerError,
  ERROR_CODES.httpBadGateway,
  ERROR_CODES.gatewayError,
  ERROR_CODES.httpTooSlow,
])
export const MAX_RETRIES = 2
const RETRY_BASE_MS = 1000

export function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && RETRYABLE.has(error.code)
}

/** Any failure as an ApiError, so screens handle one type. */
export function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(NETWORK_ERROR_CODE, String(error))
}

export const API_QUERY_DEFAULTS: SWRConfiguration = {
  // monthly data: coming back to the tab does not make it stale
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  // a page or sort change keeps the old rows on screen (dimmed) until the new ones arrive
  keepPreviousData: true,
  dedupingInterval: 60_000,
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (!isRetryable(error) || retryCount > MAX_RETRIES) return
    setTimeout(() => void revalidate({ retryCount }), RETRY_BASE_MS * 2 ** (retryCount - 1))
  },
}

export interface ApiQuery<T> {
  data: T | undefined
  error: ApiError | undefined
  /** first load of this key, nothing to show yet */
  isLoading: boolean
  /** a request is running (data may be the previous key's) */
  isValidating: boolean
  /** ask again now (the error state's retry button) */
  retry(): void
  /** replace the cached answer (after a write), or refetch with no argument */
  mutate(data?: T): void
  /** ask again now; resolves when the answer arrived (a pull-down refresh) */
  refresh(): Promise<void>
}

// In the web app an answer is shown in a render React may interrupt (a deferred value). Drawn at
// once, a detail panel's figures held the main thread in one task as long as they took to build
// (up to ~30 ms here, four times that on Lighthouse's phone); in slices of ~5 ms a tap is answered
// in between. The four fields are deferred together, so a screen never sees an answer without its
// loading state having ended, or the other way round. Not under jest: testing-library's waitFor
// polling held such renders back by about a second (measured), and the production build's journeys
// in Chromium run this path.
const useShownAnswer: <T>(live: T) => T = !isMiniProgram && process.env.NODE_ENV === 'production' ? useDeferredValue : (live) => live

// A screen's request starts in a task of its own, not in the render that asked for it: fetch() itself
// held Chromium's main thread for 1–10 ms per call here, driven over DevTools as Lighthouse drives
// it (11 calls, 11–32 ms, on a cold /detail), lengthening the render's task by as much.
function startLater<T>(fetcher: () => Promise<T>): Promise<T> {
  return nextTask().then(fetcher)
}

/** Server data for a screen. `fetcher` is called with nothing: the key already holds its inputs. */
export function useApi<T>(key: ApiKey, fetcher: () => Promise<T>, options?: SWRConfiguration<T, ApiError>): ApiQuery<T> {
  const swr = useSWR<T, ApiError>(key, () => startLater(fetcher).catch((error: unknown) => Promise.reject(asApiError(error))), {
    ...API_QUERY_DEFAULTS,
    ...options,
  })
  const live = useMemo(
    () => ({ data: swr.data, error: swr.error, isLoading: swr.isLoading, isValidating: swr.isValidating }),
    [swr.data, swr.error, swr.isLoading, swr.isValidating],
  )
  const shown = useShownAnswer(live)
  return {
    ...shown,
    retry: () => void swr.mutate(),
    mutate: (data) => void (data === undefined ? swr.mutate() : swr.mutate(data, { revalidate: false })),
    refresh: async () => void (await swr.mutate()),
  }
}

/** A write (follow, save a link): `trigger` resolves with the answer or rejects with an ApiError. */
export function useApiWrite<T, A>(key: string, write: (arg: A) => Promise<T>) {
  return useSWRMutation<T, ApiError, string, A>(key, (_key: string, { arg }: { arg: A }) =>
    write(arg).catch((error: unknown) => Promise.reject(asApiError(error))),
  )
}

export interface ApiPages<T> {
  /** the pages loaded so far, in order */
  pages: T[]
  error: ApiError | undefined
  /** the first page is on its way, nothing to show yet */
  isLoading: boolean
  /** a further page (or a refresh) is on its way */
  isLoadingMore: boolean
  /** ask for the next page (the list's end was reached) */
  loadMore(): void
  /** ask every loaded page again (pull-down refresh); resolves when they arrived */
  refresh(): Promise<void>
  retry(): void
}

/**
 * A list read page by page (the mini-program's posts). `key` names the list; `fetchPage(n)` reads
 * page n (1-based). A new key starts again from page 1.
 */
export function useApiPages<T>(key: ApiKey, fetchPage: (page: number) => Promise<T>): ApiPages<T> {
  const swr = useSWRInfinite<T, ApiError>(
    (index) => (key ? [...key, index + 1] : null),
    (pageKey: readonly unknown[]) =>
      fetchPage(Number(pageKey[pageKey.length - 1])).catch((error: unknown) => Promise.reject(asApiError(error))),
    { ...API_QUERY_DEFAULTS, keepPreviousData: false, revalidateFirstPage: false },
  )
  const pages = swr.data ?? []
  return {
    pages,
    error: swr.error,
    isLoading: swr.isLoading,
    isLoadingMore: swr.isValidating && !swr.isLoading,
    loadMore: () => void swr.setSize(swr.size + 1),
    refresh: async () => void (await swr.mutate()),
    retry: () => void swr.mutate(),
  }
}

/**
 * Asks again every cached answer whose key starts with one of `names` (a pull-down on a page made of
 * several lists): at once where a list is on screen. Resolves when they arrived.
 */
export function useRefreshKeys(names: readonly string[]): () => Promise<void> {
  const { mutate } = useSWRConfig()
  return async () => void (await mutate((key) => Array.isArray(key) && names.includes(key[0] as string)))
}
