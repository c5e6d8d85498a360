// One switch and one emptying for this process's in-memory caches of computed figures and answers
// (the answers of answers/answer-cache.ts, the ranking partitions, the kept item orders of a concept's
// reads): Config.searchCache sets the switch at start-up (the bench turns it off to measure uncached
// reads), and a change of the data (a new data version, an import) empties them all, so no cache
// outlives the data it was computed from. The caches register here; this layer knows none of them.

let enabled = true
const clearHooks: (() => void)[] = []
const offHooks: (() => void)[] = []

export function setCachesEnabled(on: boolean): void {
  enabled = on
  if (!on) for (const hook of offHooks) hook()
}

/** Whether computed figures and answers are kept. */
export function cachesEnabled(): boolean {
  return enabled
}

/** Empties a cache whenever the data changes; `alsoWhenOff`: and when the switch turns off. */
export function onClearCaches(hook: () => void, alsoWhenOff = false): void {
  clearHooks.push(hook)
  if (alsoWhenOff) offHooks.push(hook)
}

/** The data changed: every registered cache is emptied. */
export function clearComputedCaches(): void {
  for (const hook of clearHooks) hook()
}
