/** A key press as the picker reads it (H5 KeyboardEvent; the mini-program has no keyboard). */
export interface KeyPress {
  key: string
  /** the element the handler is on (H5: a DOM element) */
  currentTarget?: unknown
  preventDefault(): void
  stopPropagation(): void
}

export interface DomAttrs {
  tabIndex?: number
  title?: string
  onKeyDown?: (event: KeyPress) => void
}

/**
 * Attributes that Taro's component types leave out (tabIndex and title on View, onKeyDown on
 * Input) but that H5 renders on the element: keyboard focus and hover titles. The mini-program
 * ignores them. Spread the result into the component's props.
 */
export function domAttrs(attrs: DomAttrs): Record<string, unknown> {
  return attrs as Record<string, unknown>
}
