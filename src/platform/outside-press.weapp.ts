export const pressOutsideNeedsMask = true

// No document in the mini-program: the popup's mask takes the outside tap.
export function watchPressOutside(_element: unknown, _onOutside: () => void): () => void {
  return () => undefined
}
