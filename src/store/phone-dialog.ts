import { create } from 'zustand'

/** Whether the phone-verification dialog is open (any -499 opens it: the -499 phone journey, docs/rules.md). */
export interface PhoneDialogState {
  open: boolean
  show(): void
  close(): void
}

export const usePhoneDialogStore = create<PhoneDialogState>()((set, get) => ({
  open: false,
  show() {
    if (!get().open) set({ open: true })
  },
  close() {
    set({ open: false })
  },
}))
