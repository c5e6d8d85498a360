/** true inside the WeChat mini-program build */
export declare const isMiniProgram: boolean

/** The timeout of every API call: 300000 ms on H5, what wx.request honours in the mini-program. */
export declare const requestTimeoutMs: number

/** The address of what the user is looking at (H5: location.href; weapp: the page route + query). */
export declare function currentUrl(): string

/** Browser user agent, or a device description in the mini-program. */
export declare function userAgent(): string

/**
 * WeChat's single-page mode: a page shared to Moments opens there (scene 1154) as a preview with no
 * sign-in and no navigation; false on the web.
 */
export declare function inSinglePageMode(): boolean

/** Set the window/page title (a partner's own title in place of the product's). */
export declare function setPageTitle(title: string): void

/** Tell the server-rendered login service which language to use (H5: the `language` cookie). */
export declare function shareLanguage(lang: 'en' | 'zh'): void
