// Jest transformer for every project: TypeScript, JSX (React's automatic runtime, as the Taro build)
// and the ES-module packages jest must run, compiled to CommonJS by swc. A clean clone has no jest
// cache, so each run compiles every file it loads: Babel spent ~16 s on ECharts alone and about a
// third of the client project's time; swc does the same work in a fraction of it. `jest.mock` calls
// are hoisted above the imports as Babel's jest plugin does.
const crypto = require('node:crypto')
const fs = require('node:fs')
const { transformSync, version } = require('@swc/core')
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js')
const loadApi = typeof apiLoader === 'function' ? apiLoader : apiLoader.default

/** The parser for a file, by its extension: TypeScript for .ts/.tsx, JavaScript with JSX otherwise. */
function parserFor(file) {
  if (/\.tsx?$/.test(file)) return { syntax: 'typescript', tsx: file.endsWith('.tsx') }
  return { syntax: 'ecmascript', jsx: /\.jsx$/.test(file) }
}

/**
 * swc exports a module's names as getters that cannot be redefined, where Babel assigned plain
 * properties; `jest.spyOn(module, 'name')` redefines the getter, so the getters are made
 * configurable (callers read the name through the module object at each call, and see the spy).
 */
function spyable(code) {
  return code.replace(/enumerable: true,(\s+)get:/g, 'enumerable: true,$1configurable: true,$1get:')
}

// a cached output is stale when this file or swc changes, not only when the source does
const OWN = crypto.createHash('sha1').update(fs.readFileSync(__filename)).update(version).digest('hex')

module.exports = {
  getCacheKey(sourceText, sourcePath, { configString }) {
    return crypto.createHash('sha1').update(OWN).update(configString).update(sourcePath).update(sourceText).digest('hex')
  },
  process(sourceText, sourcePath) {
    // the test-utils Taro runtime re-exports @tarojs/taro-h5; the React api-loader adds the hooks
    const text = sourcePath.includes('test-utils-react/dist/jest/runtime/taro-h5.js') ? loadApi(sourceText) : sourceText
    const { code, map } = transformSync(text, {
      filename: sourcePath,
      swcrc: false,
      configFile: false,
      // a package's own maps would only lengthen its stack traces; they cost a second per big package
      sourceMaps: !sourcePath.includes('node_modules'),
      module: { type: 'commonjs' },
      jsc: {
        parser: parserFor(sourcePath),
        target: 'es2022',
        transform: { react: { runtime: 'automatic' }, hidden: { jest: true } },
      },
    })
    return { code: spyable(code), map }
  },
}
