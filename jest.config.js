// Five projects, one runner: client units/components (jsdom, Taro preset), server (node, real
// embedded stores), server-http (the server's files again, its analytics store reached over
// ClickHouse's HTTP interface: server/test/clickhouse-http.ts), the mini-program checks (node) and
// the browser end-to-end tests (node + Chromium).

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

// Server test files the server-http project leaves out, and why: a second run of them would go
// through the same code as the first, or they are about the embedded store itself.
const notOverHttp = {
  'clickhouse-http': 'the harness itself: it starts one of its own (run in the server project)',
  layering: 'reads source files',
  environment: 'reads source files',
  'comment-citations': 'reads source files',
  'error-code-names': 'reads source files',
  'cluster-schema': 'the cluster’s DDL text against the engine’s parser',
  'cluster-layout': 'the cluster layout’s statements on the embedded engine through a rewrite, with servers of its own',
  'category-runs': 'the memory execution’s category runs, in-process',
  'loggable-error': 'a unit of the HTTP layer',
  'csv-reply': 'a unit of the HTTP layer',
  'category-row': 'a unit shared by the dataset and the importer',
  jscode2session: 'the WeChat exchanger against a stand-in',
  'alert-schedule': 'the alert job’s timer',
  'search-concept-sql': 'the SQL text of expressions, no store',
  'social-permission': 'the permission check in-process on the generator’s tree',
  'qr-encode': 'the QR encoder',
  'title-index': 'the in-memory title match against the embedded engine’s condition',
  'pg-accounts': 'the account store (PGlite and PostgreSQL)',
  'permission-ts': 'the account store’s migration',
  'data-lock': 'the data folder’s lock',
  'lock-and-dataset': 'the data folder’s lock and the generator’s determinism on the embedded store',
  'kill-writes': 'SIGKILL mid-write on a server of its own (embedded stores)',
  'import-kill': 'the embedded store’s recovery from an importer killed at each step',
  ratelimit: 'a server of its own (embedded): limits in the HTTP layer',
  'https-transport': 'a server of its own (embedded): transport headers',
  'public-url': 'start-up refusals before any store opens',
  'alert-job': 'servers of its own (embedded): the alert job’s SMS',
  'alert-new': 'servers of its own (embedded): the alert job’s SMS',
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
      displayName: 'server-http',
      rootDir: __dirname,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/test/**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...Object.keys(notOverHttp).map((name) => `/server/test/${name}\\.test\\.ts$`)],
      transform: { '^.+\\.ts$': nodeTs },
      globals: { GR_CLICKHOUSE_HTTP: true },
      globalSetup: '<rootDir>/server/test/global-setup-http.ts',
      globalTeardown: '<rootDir>/server/test/global-teardown-http.ts',
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
