// What the analytics store's figures rest on that depends on which dataset it holds: the small
// dataset (the tests') samples 1 item in SMALL_DIVISOR, so its thresholds are scaled the same way.
// Here rather than in dataset/ because the reads (catalog.ts) and the importer need it as well as
// the generator.
import type { DatasetName } from '../config'
import { MIN_RANKED_ITEMS } from '../../src/domain/growth'

export const SMALL_DIVISOR = 32

/**
 * "Thin evidence": the fewest items a ranked word's figures may rest on. The small
 * dataset holds 1 item in SMALL_DIVISOR with volumes scaled up so sums look like the full dataset's,
 * so its minimum is scaled the same way (at least 1): a fixed 5 there would empty 21,677 of its
 * 75,890 ranking partitions, which the full dataset's 5 leaves all holding words.
 */
export function minRankedItems(dataset: DatasetName): number {
  return dataset === 'small' ? Math.max(1, Math.floor(MIN_RANKED_ITEMS / SMALL_DIVISOR)) : MIN_RANKED_ITEMS
}
