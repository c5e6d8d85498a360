// A small seeded PRNG (mulberry32) for the parts of the dataset built in Node (tree shapes, leaf
// weights): the same seed gives the same dataset on every machine.
export type Rng = () => number

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** k distinct picks from items, in a stable order for a given rng state. */
export function pickDistinct<T>(rng: Rng, items: readonly T[], k: number): T[] {
  const pool = items.slice()
  const out: T[] = []
  while (out.length < k && pool.length > 0) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0])
  return out
}
