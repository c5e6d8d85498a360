import type { Lang } from '../domain/constants'
import type { Dictionary } from './zh'

/** The dictionary of `lang` when it is already loaded, to use before the first render; else null. */
export declare function dictionaryAtHand(lang: Lang): Dictionary | null

/** Loads the dictionary of `lang` (on H5 its own script, fetched once). */
export declare function fetchDictionary(lang: Lang): Promise<Dictionary>
