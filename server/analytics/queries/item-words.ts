// The ranked words each item's title holds (the item_words table the ranking is computed from),
// held beside a source's facts: the related words of a concept (item-facets.ts) are then summed
// over the items it matched, with no query. A source holds a few hundred distinct words and ~3.4
// per item (~4 bytes a pair).
import { RowBinary } from '../row-binary'

export interface ItemWords {
  /** the words of item i are ids[start[i]] .. ids[start[i + 1] - 1] */
  start: Uint32Array
  ids: Uint16Array
  /** word id → the word */
  names: string[]
}

/** Lays out (item index, word) rows, ordered by item index, for a source of `items` items. */
export function buildItemWords(bytes: Buffer, items: number): ItemWords {
  const itemOf: number[] = []
  const ids: number[] = []
  const names: string[] = []
  const idOf = new Map<string, number>()
  for (const r = new RowBinary(bytes); !r.done; ) {
    const item = r.u32()
    const word = r.string()
    let id = idOf.get(word)
    if (id === undefined) {
      id = names.length
      idOf.set(word, id)
      names.push(word)
    }
    itemOf.push(item)
    ids.push(id)
  }
  const start = new Uint32Array(items + 1)
  for (const item of itemOf) start[item + 1]++
  for (let i = 0; i < items; i++) start[i + 1] += start[i]
  return { start, ids: Uint16Array.from(ids), names }
}
