// Amazon's and eBay's titles are English, so a concept typed in Chinese there matches
// no item and every figure reads 0. The answer says why (a code for the client, a sentence in the
// request's language) instead of a silent zero.
import type { ConceptHint } from '../../types'
import type { Lang } from '../../src/domain/constants'
import { isEnglishSource, type Source } from '../dataset/families'
import { say } from '../text/messages'

const HAN = /\p{Script=Han}/u

/** english_titles when every source reads English titles and a word looked for holds Chinese characters. */
export function conceptHint(sources: readonly Source[], words: readonly string[]): ConceptHint | null {
  return sources.every(isEnglishSource) && words.some((w) => HAN.test(w)) ? 'english_titles' : null
}

export function hintMessage(hint: ConceptHint | null, lang: Lang): string {
  return hint === 'english_titles' ? say.englishTitles[lang] : ''
}
