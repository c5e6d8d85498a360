// Jest setup for the client project (TARO-NOTES "Jest"): load Taro's H5 runtime first, then create a
// React app so Taro hooks have their context; without it useLoad & co. fail with
// "React.useContext is not a function".
const Taro = require('@tarojs/taro')
// The build injects this; taro-ui components call Taro.pxTransform while rendering.
Taro.initPxTransform({ designWidth: 750, deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 } })
const React = require('react')
const ReactDOM = require('react-dom')
const { createReactApp } = require('@tarojs/plugin-framework-react/dist/runtime')

function TestApp(props) {
  return props.children
}
// Taro's DOM warns once per React capture listener it cannot attach; that noise hides real output.
const warn = console.warn
console.warn = () => {}
// createRoot from react-dom/client, as React 18 expects (the plain react-dom export warns).
createReactApp(TestApp, React, Object.assign({}, ReactDOM, require('react-dom/client')), {})
console.warn = warn

// API_BASE is a build constant (config/index.ts defineConstants); H5 talks to its own origin.
global.API_BASE = ''

// Testing Library prints the whole DOM into every failed query; Taro's element tree makes that print
// enormous (RangeError: Invalid string length, minutes of CPU inside findBy* retries). Keep the message.
// Configured through @testing-library/dom: importing @testing-library/react here, before jest defines
// afterEach, would switch off its automatic cleanup between tests.
// findBy*/waitFor wait up to 5 s, not 1 s: with both cores busy (servers, browsers and builds beside
// these tests) a screen's first answer can take longer than a second to render, and a wait ends as
// soon as what it looks for is there.
require('@testing-library/dom').configure({
  asyncUtilTimeout: 5000,
  getElementError(message) {
    const error = new Error(message)
    error.name = 'TestingLibraryElementError'
    return error
  },
})

// The build hands each language's dictionary over with the page (src/i18n/dictionaries.h5.ts); in
// jest both are installed up front, as on the mini-program.
const i18n = require('../../src/i18n')
i18n.installDictionary('zh', require('../../src/i18n/zh').default)
i18n.installDictionary('en', require('../../src/i18n/en').default)
