/**
 * Lets keyboard users reach what the screens mark focusable (widgets/pressable.ts) on H5.
 * Returns a function that stops it. The mini-program has no keyboard focus: there it does nothing.
 */
export declare function installKeyboardFocus(): () => void
