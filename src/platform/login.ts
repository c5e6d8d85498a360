/** Where the login link points: H5 the login service, the mini-program its loginPage. */
export declare function loginHref(): string

/** Send the user to log in and come back to the current page afterwards. */
export declare function goToLogin(): void

/** End the session and come back to the current page logged out. */
export declare function logout(): void
