// Jest transformer for the client project. Same as @tarojs/test-utils-react's
// dist/jest/babel-transformer.js, except JSX uses React's automatic runtime like the Taro build:
// that transformer adds @babel/preset-react in classic mode after Taro's preset, so every TSX file
// would need `import React` to pass under jest while the build does not.
const { createTransformer } = require('babel-jest')
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js')
const loadApi = typeof apiLoader === 'function' ? apiLoader : apiLoader.default

const transformer = createTransformer({
  babelrc: false,
  configFile: false,
  presets: [
    ['taro', { framework: 'react', ts: true, reactJsxRuntime: 'automatic' }],
    ['@babel/preset-env', { modules: 'commonjs', targets: { node: 'current' } }],
  ],
})

const process = transformer.process.bind(transformer)
transformer.process = (sourceText, sourcePath, options) => {
  // The test-utils Taro runtime re-exports @tarojs/taro-h5; the React api-loader adds the hooks.
  const text = sourcePath.includes('test-utils-react/dist/jest/runtime/taro-h5.js') ? loadApi(sourceText) : sourceText
  return process(text, sourcePath, options)
}

module.exports = transformer
