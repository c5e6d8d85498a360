// Pages read from a list sorted only as far as asked must be the full sort's pages, in any order of
// asking, for lists with many equal keys (a total order breaks the ties).
import { sortedPrefix } from '../analytics/queries/sorted-prefix'

function random(seed: number): () => number {
  let x = seed
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648
    return x / 2147483648
  }
}

test('every page is the full sort’s page, whatever pages come first', () => {
  const next = random(7)
  for (const size of [0, 1, 2, 5, 255, 256, 257, 1000, 5000]) {
    // few distinct keys: many ties, broken by the index
    const keys = Array.from({ length: size }, () => Math.floor(next() * 20))
    const cmp = (a: number, b: number) => keys[a] - keys[b] || a - b
    const full = Array.from({ length: size }, (_, i) => i).sort(cmp)
    for (const pages of [
      [[0, 20]],
      [
        [0, 20],
        [20, 20],
        [4000, 100],
      ],
      [
        [900, 50],
        [0, 10],
      ],
      [[0, size + 10]],
    ]) {
      const page = sortedPrefix(
        Uint32Array.from({ length: size }, (_, i) => size - 1 - i),
        cmp,
      )
      for (const [offset, limit] of pages) expect([...page(offset, limit)]).toEqual(full.slice(offset, offset + limit))
    }
  }
})
