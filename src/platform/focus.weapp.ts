// Mini-program twin of focus.ts: there is no keyboard focus to move or keep; screen readers follow
// the dialog's aria attributes on their own.
export function holdFocus(_container: unknown): () => void {
  return () => undefined
}
