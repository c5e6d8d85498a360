/** Viewport width in CSS px (H5) or px (mini-program). */
export declare function getViewportWidth(): number

/**
 * Calls `listener` with the new width after resizing settles (RESIZE_DEBOUNCE_MS).
 * Returns an unsubscribe function.
 */
export declare function onViewportResize(listener: (width: number) => void): () => void
