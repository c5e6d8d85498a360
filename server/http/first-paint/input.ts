// What the server knows of a request when it paints the first screen.
import type { LoginInfo, Notice } from '../../../types'
import type { Lang } from '../../../src/domain/constants'

export interface FirstPaintInput {
  lang: Lang
  /** the path and query asked for */
  url: string
  /** the session's login info (as GET /api/user answers it) */
  user: LoginInfo
  notices: Notice[]
  /** on /detail, the categories of the link (cid) as /api/get_cat_name answers them; null when one is not the user's to see */
  detailCategories?: DetailCategory[] | null
}

export interface DetailCategory {
  name: string
  nameEn: string
  isParent: boolean
}
