import type { CatalogPlat } from '../../../types'

/** The concept a detail page's action bar follows and shares. */
export interface DetailActionsProps {
  word: string
  plat: CatalogPlat
  /** the category the follow is made in (the header's heart uses the same) */
  categoryId: number
  /** the JD level-1 category beside a combined platform (tbjd, tbjddy) */
  jdCat1?: number
}
