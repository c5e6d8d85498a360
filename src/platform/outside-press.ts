/**
 * Closing a popup when the user presses somewhere else.
 *
 * H5: a capture listener on the document, so the press still reaches whatever it lands on and no
 * mask lies over the page (this product once had a dropdown mask with a higher z-index than the
 * list it belonged to, and it swallowed clicks meant for the items).
 * Mini-program: there is no document to listen on; the popup lays a transparent mask *under*
 * itself (pressOutsideNeedsMask), stacked below the popup within the popup's own parent.
 */
export declare const pressOutsideNeedsMask: boolean

/**
 * Calls `onOutside` when a press starts outside `element` (what a ref to the popup's root holds).
 * Returns the unsubscribe function; on the mini-program it does nothing.
 */
export declare function watchPressOutside(element: unknown, onOutside: () => void): () => void
