// The H5 app's index.html, one version per language. Each version names that language's dictionary
// script (dist/h5/js/lang-<lang>.<hash>.js, split off by src/i18n/dictionaries.h5.ts) before the
// app's own scripts, so the dictionary is there when the app starts: the first render is in the
// user's language with no extra round trip, and the other language is never downloaded. The page's
// <html lang> is right from the first byte as well.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import { DEFAULT_LANGUAGE, type Lang } from '../../src/domain/constants'

const HTML_LANG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' }
const DICTIONARY_SCRIPT = /^lang-(zh|en)\.[0-9a-f]{8,}\.js$/

/**
 * The language the app will start in: the `language` cookie the app keeps equal to its stored
 * choice (SPEC §3), else the app's default. Not Accept-Language: the app does not read it, and a
 * page naming another language's script would only make the app fetch its own.
 */
export function appLanguage(request: FastifyRequest): Lang {
  const cookie = request.cookies?.language
  return cookie === 'zh' || cookie === 'en' ? cookie : DEFAULT_LANGUAGE
}

export function languagePage(html: string, lang: Lang, scripts: Partial<Record<Lang, string>>): string {
  let page = html.replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[lang]}"`)
  const script = scripts[lang]
  // before the first script: deferred scripts run in document order, and the app reads the
  // dictionary as it starts
  if (script) page = page.replace(/<script /, `<script defer="defer" src="/js/${script}"></script><script `)
  return page
}

/** Reads dist/h5 again whenever index.html changes (a rebuild while the server runs). */
export function indexPages(h5Dir: string): (lang: Lang) => string | null {
  const indexFile = path.join(h5Dir, 'index.html')
  let builtAt = -1
  let pages: Record<Lang, string> | null = null
  return (lang) => {
    if (!fs.existsSync(indexFile)) return null
    const mtime = fs.statSync(indexFile).mtimeMs
    if (!pages || mtime !== builtAt) {
      const html = fs.readFileSync(indexFile, 'utf8')
      const scripts: Partial<Record<Lang, string>> = {}
      const jsDir = path.join(h5Dir, 'js')
      for (const name of fs.existsSync(jsDir) ? fs.readdirSync(jsDir) : []) {
        const match = DICTIONARY_SCRIPT.exec(name)
        if (match) scripts[match[1] as Lang] = name
      }
      pages = { zh: languagePage(html, 'zh', scripts), en: languagePage(html, 'en', scripts) }
      builtAt = mtime
    }
    return pages[lang]
  }
}
