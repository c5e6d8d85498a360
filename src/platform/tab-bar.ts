/**
 * Mini-program: labels WeChat's tab bar in the app's language (app.json can only name them in one,
 * Chinese). WeChat changes the tab bar only while a tab page is shown, so each tab page calls this as it
 * shows. H5: nothing, the web has no such tab bar.
 */
export declare function labelTabBar(texts: readonly string[]): void
