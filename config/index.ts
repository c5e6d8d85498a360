import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { h5CustomRoutes } from './routes'
import { weappApiBase } from './weapp-release'

// types/ is shared with the server and compiled with src/: it holds values too (the error codes'
// table, types/envelope.ts), not only types.
const SHARED_TYPES = path.resolve(__dirname, '..', 'types')

// Sass noise from taro-ui's old @import style; our own files are clean (TARO-NOTES "Build configuration").
const sassLoaderOption = {
  sassOptions: {
    quietDeps: true,
    silenceDeprecations: ['legacy-js-api', 'import', 'slash-div', 'global-builtin', 'color-functions'],
  },
}

/** Writes the build's module-to-chunk map (webpack stats JSON) to a file. */
class StatsWriter {
  constructor(private readonly file: string) {}
  apply(compiler: { hooks: { done: { tap(name: string, fn: (stats: { toJson(o: object): unknown }) => void): void } } }) {
    compiler.hooks.done.tap('gr-stats', (stats) => {
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkModulesSpace: Infinity,
        nestedModules: true,
        nestedModulesSpace: Infinity,
        dependentModules: true,
        ids: true,
      })
      fs.writeFileSync(this.file, JSON.stringify(json))
    })
  }
}

interface ChunkGroupLike {
  origins: { request?: string }[]
  chunks: Iterable<{ files: Iterable<string> }>
}
interface CompilationLike {
  chunkGroups: ChunkGroupLike[]
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } }
  emitAsset(file: string, source: unknown): void
}
interface CompilerLike {
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: number }; sources: { RawSource: new (text: string) => unknown } }
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: CompilationLike) => void): void } }
}

/** The page a chunk group is loaded for ('pages/concept/index'), if it is one's. */
function pageOf(group: ChunkGroupLike): string | undefined {
  return group.origins.map((origin) => /pages\/(?:[\w-]+\/)?[\w-]+\/index/.exec(origin.request ?? '')?.[0]).find(Boolean)
}

/**
 * Writes route-chunks.json: each page ('pages/concept/index') with the script and style files it
 * loads on demand. The server names them in index.html as preloads for the route asked for
 * (server/http/index-page.ts), so they download beside the start-up scripts instead of after them.
 */
class RouteChunksWriter {
  apply(compiler: CompilerLike) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('gr-route-chunks', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'gr-route-chunks', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const routes: Record<string, string[]> = {}
        for (const group of compilation.chunkGroups) {
          const page = pageOf(group)
          if (!page) continue
          const files = [...group.chunks].flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file))
          routes[page] = [...new Set([...(routes[page] ?? []), ...files])]
        }
        compilation.emitAsset('route-chunks.json', new sources.RawSource(JSON.stringify(routes)))
      })
    })
  }
}

interface HintedCompilation {
  entrypoints: Map<string, ChunkGroupLike>
  chunkGroups: ChunkGroupLike[]
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } }
  updateAsset(file: string, update: (source: unknown) => unknown): void
}
interface HintedCompiler {
  webpack: {
    Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: number }
    sources: { ConcatSource: new (...parts: unknown[]) => unknown }
  }
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: HintedCompilation) => void): void } }
}

/**
 * Marks the start-up scripts and each page's own with V8's compile hint (`//# allFunctionsCalledOnLoad`,
 * Chromium 136 and later): their functions are compiled on the thread that streams the script in,
 * not lazily on the main thread when the app first calls them. Without it, React's evaluation was a
 * task of 33–51 ms on a cold load in Lighthouse's runs. Not the chart's library: most of it never
 * runs, and compiling it all in advance took nothing from its first frames (measured). Other
 * browsers read a comment. Added after the minifier, which drops comments, and at the very start
 * of the file, where the hint must be.
 */
class CompileHints {
  apply(compiler: HintedCompiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('gr-compile-hints', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1
      compilation.hooks.processAssets.tap({ name: 'gr-compile-hints', stage }, () => {
        const groups = [...compilation.entrypoints.values(), ...compilation.chunkGroups.filter((group) => pageOf(group))]
        const files = new Set(groups.flatMap((group) => [...group.chunks].flatMap((chunk) => [...chunk.files])))
        for (const file of files)
          if (file.endsWith('.js'))
            compilation.updateAsset(file, (source) => new sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source))
      })
    })
  }
}

/** The mini-program needs an absolute API origin (weapp-release.ts); H5 talks to its own origin. */
function apiBase(): string {
  if (process.env.TARO_ENV === 'h5') return ''
  return weappApiBase(process.env)
}

export default defineConfig<'webpack5'>(async (merge, { mode }) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'growth-radar',
    date: '2026-1-1',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: { API_BASE: JSON.stringify(apiBase()) },
    // the mini-program's sitemap (app.json sitemapLocation): which pages WeChat search may index
    // and its two appearances (app.json themeLocation: darkmode)
    copy: {
      patterns:
        process.env.TARO_ENV === 'weapp'
          ? [
              { from: 'src/sitemap.json', to: 'dist/weapp/sitemap.json' },
              { from: 'src/theme.json', to: 'dist/weapp/theme.json' },
            ]
          : [],
      options: {},
    },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: false },
    sass: {},
    // the mini-program's base.wxml repeats its templates for every level of nesting it unrolls (about
    // 3.5 KB a level, downloaded with the main package); an element nested deeper is drawn through
    // Taro's recursive comp component, as Taro does on every base library. 10 levels cover a page's
    // frame, panel and rows. The web build does not read it.
    baseLevel: 10,
    mini: {
      sassLoaderOption,
      compile: { include: [SHARED_TYPES] },
      // the templates without their indentation: base.wxml and every page's wxml are downloaded with
      // the main package (budget 600 KB, test/weapp/package.test.ts)
      minifyXML: { collapseWhitespace: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
    h5: {
      // Taro's React components render plain elements (@tarojs/components-react) instead of Stencil
      // custom elements: Stencil's runtime left the start-up JavaScript, and each View no longer
      // upgrades itself on the main thread (Lighthouse mobile total blocking time 450–600 → 280–350 ms
      // on /concept, /social, /detail signed in). Jest keeps the Stencil wrappers: components-react
      // imports @tarojs/components itself, which mapped back onto it loops (TARO-NOTES).
      useHtmlComponents: true,
      compile: { include: [SHARED_TYPES] },
      publicPath: '/',
      staticDirectory: 'static',
      esnextModules: ['taro-ui'],
      sassLoaderOption,
      router: { mode: 'browser', customRoutes: h5CustomRoutes() },
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        // Root font size pinned at 20 px: 750-design px become CSS px / 2 at every width. Taro's default
        // lets the root grow to 40 px from 750 px wide, which doubles every size on a desktop screen.
        pxtransform: { enable: true, config: { minRootSize: 20, maxRootSize: 20 } },
        cssModules: { enable: false },
      },
      webpackChain(chain) {
        // Taro's default 'initial' copies code shared by pages into every page chunk (TARO-NOTES).
        // No shared chunk under 20 KB and at most 8 files per page: /concept fetched 22 files, most
        // under 2 KB, and a phone's browser queues them 6 at a time (now 7; Lighthouse mobile
        // median 84 → 89, worst 77 → 88)
        chain.optimization.merge({ splitChunks: { chunks: 'all', minSize: 20000, maxAsyncRequests: 8 } })
        // The libraries (src/libraries.h5.ts) and the app's start (src/start.h5.ts) are evaluated by
        // entries of their own, placed before the app's, sharing one runtime so each module is
        // evaluated once: three tasks instead of one
        const appEntries = chain.entry('app').values()
        chain.entryPoints.clear()
        chain.entry('libraries').add(path.resolve(__dirname, '../src/libraries.h5.ts'))
        chain.entry('start').add(path.resolve(__dirname, '../src/start.h5.ts'))
        for (const file of appEntries) chain.entry('app').add(file)
        chain.optimization.runtimeChunk('single')
        // Polyfills, a transport and a parser the supported browsers and the product do not need (config/h5-stubs)
        chain.resolve.alias
          .set('whatwg-fetch$', path.resolve(__dirname, 'h5-stubs/empty.js'))
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', path.resolve(__dirname, 'h5-stubs/empty.js'))
          .set('jsonp-retry$', path.resolve(__dirname, 'h5-stubs/no-jsonp.js'))
          .set('platform$', path.resolve(__dirname, 'h5-stubs/platform.js'))
        chain.plugin('gr-route-chunks').use(RouteChunksWriter)
        chain.plugin('gr-compile-hints').use(CompileHints)
        // Taro injects its components' styles from the start-up script (style-loader) even when the
        // app's are extracted: 21 KB of rules added under the painted first screen, restyling it on
        // the main thread as the app starts. Extracted, they reach the browser as style sheets.
        // Where the app's own styles are extracted (the production build), Taro's get the same loader.
        const appStyleLoader: string | undefined = chain.module.rule('customStyle').uses.values()[0]?.get('loader')
        if (appStyleLoader?.includes('mini-css-extract-plugin')) {
          chain.module.rule('taroStyle').uses.clear()
          chain.module.rule('taroStyle').use('extract').loader(appStyleLoader)
        }
        // GR_BUILD_STATS=file: which modules went into which chunk, to see what start-up carries
        if (process.env.GR_BUILD_STATS) chain.plugin('gr-stats').use(StatsWriter, [process.env.GR_BUILD_STATS])
        // GR_SOURCE_MAP=1: source maps beside the scripts, to read a CPU profile of the built app
        if (process.env.GR_SOURCE_MAP) chain.devtool('source-map')
      },
    },
  }
  if (mode === 'development' || process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
