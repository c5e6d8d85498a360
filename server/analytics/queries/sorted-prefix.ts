// A list read page by page from the top, sorted only as far as the pages asked for. A common word's
// item list holds tens of thousands of items while nearly every read is its first page: selecting
// the first k (quickselect, linear on average) and sorting those costs a fraction of sorting all.
// Deeper pages extend the sorted part, at least doubling it each time.

/** `cmp` must be a total order (no two distinct elements equal), so every page is the full sort's. */
export function sortedPrefix(xs: Uint32Array, cmp: (a: number, b: number) => number): (offset: number, limit: number) => Uint32Array {
  let ready = 0
  return (offset, limit) => {
    const need = Math.min(xs.length, offset + limit)
    if (need > ready) {
      const k = Math.min(xs.length, Math.max(need, 2 * ready, 256))
      selectSmallest(xs, ready, xs.length, k, cmp)
      xs.subarray(ready, k).sort(cmp)
      ready = k
    }
    return xs.subarray(Math.min(offset, need), need)
  }
}

function swap(xs: Uint32Array, i: number, j: number): void {
  const t = xs[i]
  xs[i] = xs[j]
  xs[j] = t
}

/** Rearranges xs[lo, hi) so that xs[lo, k) holds its smallest elements (in no order). */
function selectSmallest(xs: Uint32Array, lo: number, hi: number, k: number, cmp: (a: number, b: number) => number): void {
  let left = lo
  let right = hi - 1
  while (left < right && k > left && k <= right) {
    // median of three as the pivot, moved to the right end
    const mid = (left + right) >>> 1
    if (cmp(xs[mid], xs[left]) < 0) swap(xs, mid, left)
    if (cmp(xs[right], xs[left]) < 0) swap(xs, right, left)
    if (cmp(xs[mid], xs[right]) < 0) swap(xs, mid, right)
    const pivot = xs[right]
    let store = left
    for (let i = left; i < right; i++) {
      if (cmp(xs[i], pivot) < 0) swap(xs, i, store++)
    }
    swap(xs, store, right)
    // xs[left, store) < pivot = xs[store] < xs(store, right]
    if (store === k || store === k - 1) return
    if (store < k) left = store + 1
    else right = store - 1
  }
}
