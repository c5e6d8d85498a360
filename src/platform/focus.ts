/**
 * Keyboard focus for modal dialogs (SPEC §4 phone dialog; issue 8 "Escape closes, focus inside").
 * `container` is what a Taro component's ref holds: a DOM element on H5, a Taro node on the
 * mini-program, which has no keyboard focus to manage.
 *
 * Moves focus into `container` (its first focusable element, else the container itself) and keeps
 * Tab and Shift+Tab cycling inside it. The returned function gives focus back to the element that
 * had it before (the control that opened the dialog).
 */
export declare function holdFocus(container: unknown): () => void
