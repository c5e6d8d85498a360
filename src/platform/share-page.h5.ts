import type { PageShare } from './share-page'

export function useSharePage(_share: () => PageShare): void {
  // a browser has no share menu of the page's own (see share-page.ts)
}
