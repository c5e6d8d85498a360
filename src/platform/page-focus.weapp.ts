export function installPageFocus(): () => void {
  return () => undefined
}
