// Four projects, one runner: client units/components (jsdom, Taro preset), server (node, real
// embedded stores), the mini-program checks (node) and the browser end-to-end tests (node + Chromium).
const path = require('path')

const nodeTs = [
  'babel-jest',
  {
    babelrc: false,
    configFile: false,
    presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
  },
]

// Packages shipped as ES modules that jest must compile (anchored at node_modules/).
const esm = [
  '@tarojs',
  'taro-ui',
  '@stencil',
  'swiper',
  'dom7',
  'ssr-window',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'lodash-es',
  '@babel/runtime/helpers/esm',
]

function clientProject() {
  const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default
  // bail and verbose are global options; jest warns about them inside a project
  const { bail: _bail, verbose: _verbose, ...base } = defineJestConfig({})
  return {
    ...base,
    displayName: 'client',
    rootDir: __dirname,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/test/unit/**/*.test.{ts,tsx}'],
    setupFiles: [...(base.setupFiles || []), '<rootDir>/test/setup/taro.js'],
    transform: {
      // our own transformer: the preset's compiles JSX in the classic runtime, the build uses the automatic one
      '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': '<rootDir>/test/setup/babel-transform.js',
    },
    // src/platform twins: jest resolves the H5 file of each capability, as the H5 build does
    moduleFileExtensions: ['h5.ts', 'h5.tsx', 'ts', 'tsx', 'js', 'jsx', 'json', 'mjs', 'cjs'],
    transformIgnorePatterns: [`<rootDir>/node_modules/(?!(${esm.join('|')})/)`],
    moduleNameMapper: {
      ...(base.moduleNameMapper || {}),
      '\\.(css|scss|sass|less)$': '<rootDir>/test/setup/style-mock.js',
    },
    globals: { ...(base.globals || {}), TARO_ENV: 'h5', API_BASE: '' },
  }
}

module.exports = {
  testTimeout: 30000,
  projects: [
    clientProject(),
    {
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
      transform: { '^.+\\.ts$': nodeTs },
      globalSetup: '<rootDir>/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
    },
    {
      displayName: 'weapp',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/weapp/**/*.test.ts'],
      // ECharts and zrender ship ES modules: compiled for the chart adapter test (chart-canvas.test.ts)
      transform: { '^.+\\.(ts|js)$': nodeTs },
      transformIgnorePatterns: ['<rootDir>/node_modules/(?!(echarts|zrender)/)'],
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      transform: { '^.+\\.ts$': nodeTs },
      globalSetup: '<rootDir>/test/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/global-teardown.ts',
    },
  ],
}
