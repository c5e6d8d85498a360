/**
 * Keyboard focus for modal dialogs (the phone dialog and the others: Escape closes, and focus stays inside while open).
 * `container` is what a Taro component's ref holds: a DOM element on H5, a Taro node on the
 * mini-program, which has no keyboard focus to manage.
 *
 * Moves focus into `container` (its first focusable element, else the container itself) and keeps
 * Tab and Shift+Tab cycling inside it. The returned function gives focus back to the element that
 * had it before (the control that opened the dialog).
 */
export declare function holdFocus(container: unknown): () => void

/**
 * The arrow keys of a group of choices (tabs, radios, a list's options): ArrowRight/ArrowDown go to
 * the next item inside `container` that is not disabled, ArrowLeft/ArrowUp to the previous (both
 * wrap), Home and End to the ends. `activate` also chooses the item reached (tabs and radios choose
 * as focus moves; a list's options wait for Enter). Returns whether the key was one of these.
 */
export declare function moveAmongItems(container: unknown, key: string, activate: boolean): boolean
