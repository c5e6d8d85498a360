// The category tree of a data source, for the picker: on H5 from the category-tree
// scripts, elsewhere (the mini-program, and the sources that have no script) from GET /api/cats_tree.
import type { CategoryTree, Month, TreePlat, TreeScriptName } from '../../types'
import { runTreeScript, treeScriptsSupported } from '../platform/tree-script'
import { treeScriptPath } from './catalog'
import { getCategoryTree } from './endpoints'
import { envelopeError, transportError } from './errors'

/**
 * The script that serves a source's tree: all, jd, gamazon and douyin have their own; `zero` puts
 * level-0 industry groups over Taobao/Tmall's tree. The chance platforms (tbjd, tbjddy) are cut to
 * their own permission lists, and so is the social tree (social_cat_list); eBay has no script: those go through the API.
 */
export function treeScriptName(plat: TreePlat, zero = false): TreeScriptName | null {
  if (zero) return plat === 'all' ? 'zero' : null
  return plat === 'all' || plat === 'jd' || plat === 'gamazon' || plat === 'douyin' ? plat : null
}

interface ScriptEnvelope {
  status?: string
  error_code?: number
  error_msg?: unknown
  data?: CategoryTree | null
}

/** The tree of `plat` in its version `ts` (the latest month). Rejects with an ApiError like every call. */
export async function fetchCategoryTree(plat: TreePlat, ts: Month, options: { zero?: boolean } = {}): Promise<CategoryTree> {
  const name = treeScriptName(plat, options.zero)
  if (!name || !treeScriptsSupported) return getCategoryTree(plat)
  let envelope: ScriptEnvelope | null
  try {
    envelope = (await runTreeScript(`${API_BASE}${treeScriptPath(name, ts)}`, name)) as ScriptEnvelope | null
  } catch (cause) {
    throw transportError(cause)
  }
  if (envelope?.status === 'ok' && envelope.data) return envelope.data
  // a script cannot fail with an HTTP status: the server puts the error in the envelope (error codes, docs/rules.md)
  throw envelopeError(Number(envelope?.error_code ?? 0), envelope?.error_msg)
}
