/**
 * Keeps keyboard focus on the page the user sees (H5). Returns a function that stops it.
 * The mini-program has no keyboard focus: there it does nothing.
 */
export declare function installPageFocus(): () => void
