import { act } from '@testing-library/react'
import { DetailScreen } from '../../../src/components/detail/DetailScreen'
import type { DetailSource } from '../../../src/domain/detail-source'
import { useLanguageStore } from '../../../src/store/language'
import { useUserStore } from '../../../src/store/user'
import { useViewportStore } from '../../../src/store/viewport'
import { renderWithData } from './render-with-data'
import { resetStores } from './stores'
import { analyst } from './users'

/** Opens the detail screen at `url` on a wide screen, signed in as the analyst, in `lang`; `source` as the route gives it (/detail's when left out). */
export function openDetail(url: string, lang: 'zh' | 'en' = 'zh', source?: DetailSource) {
  window.history.replaceState(null, '', url)
  act(() => {
    useLanguageStore.setState({ language: lang })
    resetStores()
    useUserStore.setState({ user: analyst() })
    useViewportStore.setState({ isMobile: false })
  })
  return renderWithData(<DetailScreen source={source} />)
}
