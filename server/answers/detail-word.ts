// The concept word a ranked category opens /detail with. /detail is a concept's detail (it needs
// a word to open), and item titles carry a product type's name (level 3, "连衣裙") and a variant's
// (level 4, "碎花连衣裙") but never a group's (level 2, "裙装"): a level-3 or level-4 category
// opens with its own name, a group with its product types joined by `or`, as many as an expression
// may hold (MAX_CONCEPT_WORDS, MAX_CONCEPT_LENGTH). Names are in the titles' language: the
// overseas marketplaces' titles are English.
import { parseConcept } from '../../src/domain/expression'
import type { CategoryRecord } from '../analytics/catalog'

export function titleName(node: CategoryRecord, englishTitles: boolean): string {
  return englishTitles ? node.nameEn || node.name : node.name
}

export function categoryDetailWord(node: CategoryRecord, tree: Map<number, CategoryRecord>, englishTitles: boolean): string {
  const own = titleName(node, englishTitles)
  if (node.level >= 3 || node.children.length === 0) return own
  let word = ''
  for (const id of node.children) {
    const child = tree.get(id)
    if (!child) continue
    const next = word ? `${word} or ${titleName(child, englishTitles)}` : titleName(child, englishTitles)
    if (!parseConcept(next).ok) break
    word = next
  }
  return word || own
}
