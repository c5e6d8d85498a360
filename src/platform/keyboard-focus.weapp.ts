export function installKeyboardFocus(): () => void {
  return () => undefined
}
