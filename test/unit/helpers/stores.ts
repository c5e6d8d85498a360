// Every client store back to how a fresh page starts it (storage re-read, the window measured again):
// tests run one after another in one module registry, so what one test set must not leak into the next.
import { isMobileWidth } from '../../../src/domain/shell'
import { getViewportWidth } from '../../../src/platform/viewport'
import { useHeaderStore } from '../../../src/store/header'
import { useNoticesStore } from '../../../src/store/notices'
import { usePhoneDialogStore } from '../../../src/store/phone-dialog'
import { usePreferencesStore } from '../../../src/store/preferences'
import { useUserStore } from '../../../src/store/user'
import { useViewportStore } from '../../../src/store/viewport'

export function resetStores(): void {
  useUserStore.getState().reset()
  useViewportStore.setState({ isMobile: isMobileWidth(getViewportWidth()) })
  useNoticesStore.setState({ notices: [], settled: false })
  usePhoneDialogStore.getState().close()
  useHeaderStore.getState().setSearchScope(null, null)
  usePreferencesStore.getState().reset()
}
