// The H5 app's index.html, made for the request: the language the app will start in, and the
// route asked for.
// - Language: the page names that language's dictionary script (dist/h5/js/lang-<lang>.<hash>.js,
//   split off by src/i18n/dictionaries.h5.ts) before the app's own scripts, so the dictionary is
//   there when the app starts: the first render is in the user's language with no extra round trip,
//   and the other language is never downloaded. <html lang> is right from the first byte.
// - Route: the page's own scripts and styles (dist/h5/route-chunks.json, written by the build) are
//   named as preloads after the start-up scripts, so they download beside them instead of after
//   the app has started and asked for them.
// - First paint: where the server paints the page's first screen ahead of the scripts
//   (first-paint.ts), it goes first in <body>, and the page's own styles are linked as style sheets
//   rather than preloaded, so that screen is laid out by them from its first frame. The start-up
//   scripts and the page's own scripts are then only named (<meta name="gr-boot">): the inline
//   loader at the end of index.html fetches and runs them, in their order, once that screen is
//   painted. Deferred scripts may run before the first paint, which would then wait for them, and
//   scripts fetched beside the document and its styles take a slow line's bandwidth from them.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { DEFAULT_LANGUAGE, HTML_LANG, type Lang } from '../../src/domain/constants'
import { pagePath, routeFromPath } from '../../src/domain/routes'

const DICTIONARY_SCRIPT = /^lang-(zh|en)\.[0-9a-f]{8,}\.js$/

/**
 * The language the app will start in: the `language` cookie the app keeps equal to its stored
 * choice, else the app's default. Not Accept-Language: the app does not read it, and a
 * page naming another language's script would only make the app fetch its own.
 */
export function appLanguage(request: FastifyRequest): Lang {
  const cookie = request.cookies?.language
  return cookie === 'zh' || cookie === 'en' ? cookie : DEFAULT_LANGUAGE
}

export interface BuildFiles {
  /** the dictionary script of each language, under js/ */
  dictionaries: Partial<Record<Lang, string>>
  /** each page ('pages/concept/index') with its on-demand files ('js/…', 'css/…') */
  routeChunks: Record<string, string[]>
}

/** A script the loader in index.html fetches and runs after the first paint. */
const bootTag = (src: string) => `<meta name="gr-boot" content="${src}">`

function preloadTag(file: string, painted: boolean): string {
  if (painted) {
    // the painted frame needs the page's styles before its first frame (they are a few KB)
    return file.endsWith('.css') ? `<link rel="stylesheet" href="/${file}">` : bootTag(`/${file}`)
  }
  // low priority: they must not hold back the start-up scripts named before them
  return file.endsWith('.css')
    ? `<link rel="preload" as="style" href="/${file}" fetchpriority="low">`
    : `<link rel="preload" as="script" href="/${file}" fetchpriority="low">`
}

/** `frame`: the first screen painted ahead of the scripts (first-paint.ts), or ''. */
export function indexPage(html: string, lang: Lang, urlPath: string, files: BuildFiles, frame = ''): string {
  let page = html.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[lang]}"`)
  const dictionary = files.dictionaries[lang]
  // before the first script: deferred scripts run in document order, and the app reads the
  // dictionary as it starts
  if (dictionary) page = page.replace(/<script /, `<script defer="defer" src="/js/${dictionary}"></script><script `)
  const route = routeFromPath(urlPath)
  const chunks = route ? (files.routeChunks[pagePath(route)] ?? []) : []
  if (frame) {
    page = page.replace(/<body>/, () => `<body>${frame}`)
    page = page.replace(/<script defer="defer" src="([^"]+)"><\/script>/g, (_, src: string) => bootTag(src))
  }
  // after the start-up scripts: the app's own scripts run first, and the page's are loaded beside them
  if (chunks.length) page = page.replace('</head>', `${chunks.map((file) => preloadTag(file, frame !== '')).join('')}</head>`)
  return page
}

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return fallback
  }
}

/** Reads dist/h5 again whenever index.html changes (a rebuild while the server runs). */
export function indexPages(h5Dir: string): (lang: Lang, urlPath: string, frame?: string) => string | null {
  const indexFile = path.join(h5Dir, 'index.html')
  let builtAt = -1
  let build: { html: string; files: BuildFiles } | null = null
  return (lang, urlPath, frame = '') => {
    if (!fs.existsSync(indexFile)) return null
    const mtime = fs.statSync(indexFile).mtimeMs
    if (!build || mtime !== builtAt) {
      const dictionaries: BuildFiles['dictionaries'] = {}
      const jsDir = path.join(h5Dir, 'js')
      for (const name of fs.existsSync(jsDir) ? fs.readdirSync(jsDir) : []) {
        const match = DICTIONARY_SCRIPT.exec(name)
        if (match) dictionaries[match[1] as Lang] = name
      }
      const routeChunks = readJson<Record<string, string[]>>(path.join(h5Dir, 'route-chunks.json'), {})
      build = { html: fs.readFileSync(indexFile, 'utf8'), files: { dictionaries, routeChunks } }
      builtAt = mtime
    }
    return indexPage(build.html, lang, urlPath, build.files, frame)
  }
}
