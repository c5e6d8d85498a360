// Stands in for a polyfill every browser the H5 app supports already has natively (see
// package.json "browserslist"): fetch (whatwg-fetch) and AbortController.
