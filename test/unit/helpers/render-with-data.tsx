import { render, type RenderResult } from '@testing-library/react'
import type { ReactElement } from 'react'
import { SWRConfig } from 'swr'

/**
 * Renders a screen with a fresh data-layer cache (src/data/use-api is swr): without it an answer
 * cached by one test would be shown by the next without any request.
 */
export function renderWithData(ui: ReactElement): RenderResult {
  return render(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>)
}
