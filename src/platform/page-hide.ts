/**
 * Calls `listener` when the user leaves: on H5 when the tab is hidden or the page unloads
 * (visibilitychange → hidden, pagehide; either may come alone, depending on the browser); in the
 * mini-program when the app goes to the background (Taro.onAppHide). Returns an unsubscribe function.
 */
export declare function onPageHide(listener: () => void): () => void

/**
 * Hands a JSON POST to the browser to deliver even after the page is gone (navigator.sendBeacon;
 * same origin, so the session cookie goes with it). false when it could not be queued (no beacon,
 * refused, the mini-program, whose app keeps running for a while in the background): the caller then
 * sends normally.
 */
export declare function sendBeacon(path: string, body: unknown): boolean
