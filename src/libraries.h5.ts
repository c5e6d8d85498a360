// An entry of its own, run before the app's (config/index.ts): it evaluates the libraries the app
// starts on, so their evaluation is a task of its own and the app's start another. Together they
// were one task of 31–36 ms of CPU, which a phone four times slower than this machine would spend
// unable to answer a tap.
import * as React from 'react'
import * as ReactDOMClient from 'react-dom/client'

// An entry's exports are kept, and with them the imports above. Only React: namespace imports keep
// every export, and Taro's (its runtime, router or API) made the start-up scripts 57–111 KB larger.
export const libraries = [React, ReactDOMClient]
