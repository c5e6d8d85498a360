// Five projects, one runner: client units/components (jsdom, Taro preset), server (node, real
// embedded stores), server-http (the server files the HTTP path changes, the analytics store reached
// over ClickHouse's HTTP interface: server/test/clickhouse-http.ts), the mini-program checks (node)
// and the browser end-to-end tests (node + Chromium).

const swc = '<rootDir>/test/setup/swc-transform.js'

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

// The server test files the server-http project runs again, and why: only what the HTTP path to
// the analytics store changes. Everything else reaches the store through the same server code on
// either path, so a second run of it would check nothing new.
const overHttp = {
  'analytics-store': 'the dataset built through the HTTP interface holds the same data (its checksum)',
  'execution-contract': 'the engine execution over HTTP answers field for field as the embedded memory execution',
  'large-ids': 'ids past 2³² and 2⁵³ as the client reads them from JSON over HTTP (64-bit integers come quoted)',
  'freshness-import': 'one importer run whose writes go through the client over HTTP, then served',
}

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
    transform: { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': swc },
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
  testSequencer: '<rootDir>/test/setup/sequencer.js',
  projects: [
    clientProject(),
    {
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc },
      globalSetup: '<rootDir>/server/test/global-setup.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/server/test/suite-ready.ts'],
    },
    {
      displayName: 'server-http',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: Object.keys(overHttp).map((name) => `<rootDir>/server/test/${name}.test.ts`),
      transform: { '^.+\\.ts$': swc },
      globals: { GR_CLICKHOUSE_HTTP: true },
      globalSetup: '<rootDir>/server/test/global-setup-http.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown-http.ts',
      setupFilesAfterEnv: ['<rootDir>/server/test/suite-ready.ts'],
    },
    {
      displayName: 'weapp',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/weapp/**/*.test.ts'],
      // ECharts and zrender ship ES modules: compiled for the chart adapter test (chart-canvas.test.ts)
      transform: { '^.+\\.(ts|js)$': swc },
      transformIgnorePatterns: ['<rootDir>/node_modules/(?!(echarts|zrender)/)'],
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc },
      globalSetup: '<rootDir>/test/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/global-teardown.ts',
    },
  ],
}
