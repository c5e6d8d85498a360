import { useSWRConfig } from 'swr'

/**
 * Forgets every cached answer, errors included, and asks again whatever is on screen. For a change
 * of session (a login): the answers cached before belong to nobody now — a "not signed in" error of
 * the page that asked for the login would otherwise be shown again for up to a minute (the
 * deduplication window) when that page opens after the login.
 */
export function useForgetAnswers(): () => Promise<void> {
  const { mutate } = useSWRConfig()
  // with data given (undefined), swr replaces each entry, clearing its error; with none it would only revalidate
  return async () => void (await mutate(() => true, undefined))
}
