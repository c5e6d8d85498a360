/**
 * Whether the system shows the dark appearance now (the mini-program's darkmode; the browser's
 * prefers-color-scheme). Canvas charts draw their own colours and ask it when they draw.
 */
export declare function isDarkAppearance(): boolean
