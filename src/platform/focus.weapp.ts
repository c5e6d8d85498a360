// Mini-program twin of focus.ts: there is no keyboard focus to move or keep; screen readers follow
// the dialog's aria attributes on their own.
export function holdFocus(_container: unknown): () => void {
  return () => undefined
}

// no keyboard in the mini-program
export function moveAmongItems(_container: unknown, _key: string, _activate: boolean): boolean {
  return false
}
