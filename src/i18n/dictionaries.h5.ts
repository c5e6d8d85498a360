import type { Lang } from '../domain/constants'
import type { Dictionary } from './zh'

// Each language is a script of its own (lang-zh, lang-en), so a page load carries only the
// language it shows. The server names the current language's script in index.html before the
// app's own (server/http/index-page.ts), so by the time this runs webpack has its modules and
// dictionaryAtHand takes them synchronously: the first render is in the right language with no
// extra round trip. Otherwise (Taro's dev server, a lost language cookie) the script is fetched.

declare const __webpack_modules__: Record<string | number, unknown> | undefined
declare const __webpack_require__: (id: string | number) => { default: Dictionary }
interface WeakRequire {
  resolveWeak(request: string): string | number
}

/** webpack's module ids of the dictionaries, without making them part of this chunk. */
function moduleId(lang: Lang): string | number {
  const weak = require as unknown as WeakRequire
  return lang === 'en' ? weak.resolveWeak('./en') : weak.resolveWeak('./zh')
}

export function dictionaryAtHand(lang: Lang): Dictionary | null {
  // outside a webpack bundle (jest) nothing is at hand
  if (typeof __webpack_modules__ === 'undefined') return null
  const id = moduleId(lang)
  return id in __webpack_modules__ ? __webpack_require__(id).default : null
}

export async function fetchDictionary(lang: Lang): Promise<Dictionary> {
  const module =
    lang === 'en' ? await import(/* webpackChunkName: "lang-en" */ './en') : await import(/* webpackChunkName: "lang-zh" */ './zh')
  return module.default
}
