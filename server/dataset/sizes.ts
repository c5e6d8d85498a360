// How many items each source gets. `small` samples fewer items and scales their volumes up so that
// sums (and so the rankings, the 'new' and 'breakout' labels) look like the full dataset's.
import type { DatasetName } from '../config'
import type { Source } from './families'
import { MIN_RANKED_ITEMS } from '../../src/domain/growth'

/** Raised with every change of the generator, so that data folders built by an older one rebuild. */
export const DATASET_VERSION = 11
export const DEFAULT_SEED = 20170101

const DEFAULT_ITEMS: Record<Source, number> = { all: 112000, jd: 48000, douyin: 40000, gamazon: 36000, ebay: 20000 }
const SMALL_DIVISOR = 32
/** `large`: ten times the default's items (≈ 57 M item-month rows), for measuring scale on one machine */
const LARGE_FACTOR = 10

/**
 * "Thin evidence": the fewest items a ranked word's figures may rest on. The small
 * dataset holds 1 item in SMALL_DIVISOR with volumes scaled up so sums look like the full dataset's,
 * so its minimum is scaled the same way (at least 1): a fixed 5 there would empty 21,677 of its
 * 75,890 ranking partitions, which the full dataset's 5 leaves all holding words.
 */
export function minRankedItems(dataset: DatasetName): number {
  return dataset === 'small' ? Math.max(1, Math.floor(MIN_RANKED_ITEMS / SMALL_DIVISOR)) : MIN_RANKED_ITEMS
}

export function itemsFor(dataset: DatasetName, source: Source): number {
  if (dataset === 'small') return Math.ceil(DEFAULT_ITEMS[source] / SMALL_DIVISOR)
  return dataset === 'large' ? DEFAULT_ITEMS[source] * LARGE_FACTOR : DEFAULT_ITEMS[source]
}

export function volumeScale(dataset: DatasetName, source: Source): number {
  // the large dataset is a bigger market, not the default one cut finer: its items sell as the default's do
  if (dataset === 'large') return 1
  return DEFAULT_ITEMS[source] / itemsFor(dataset, source)
}
