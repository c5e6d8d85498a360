/**
 * Remove the first screen the server painted before the scripts ran (server/http/first-paint.ts),
 * showing the app's own page in its place; called in the commit that shows that page, before the
 * browser paints it. Nothing to do in the mini-program, which has no server-painted page.
 */
export declare function dropFirstPaint(): void

/** Whether that first screen is still on show (the app's page has not yet taken its place). */
export declare function firstPaintShown(): boolean
