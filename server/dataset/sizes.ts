// How many items each source gets. `small` samples fewer items and scales their volumes up so that
// sums (and so the rankings, the 'new' and 'breakout' labels) look like the full dataset's.
import type { DatasetName } from '../config'
import type { Source } from './families'
import { SMALL_DIVISOR } from '../analytics/dataset-scale'

/** Raised with every change of the generator, so that data folders built by an older one rebuild. */
export const DATASET_VERSION = 11
export const DEFAULT_SEED = 20170101

const DEFAULT_ITEMS: Record<Source, number> = { all: 112000, jd: 48000, douyin: 40000, gamazon: 36000, ebay: 20000 }
/** `large`: ten times the default's items (≈ 57 M item-month rows), for measuring scale on one machine */
const LARGE_FACTOR = 10

export function itemsFor(dataset: DatasetName, source: Source): number {
  if (dataset === 'small') return Math.ceil(DEFAULT_ITEMS[source] / SMALL_DIVISOR)
  return dataset === 'large' ? DEFAULT_ITEMS[source] * LARGE_FACTOR : DEFAULT_ITEMS[source]
}

export function volumeScale(dataset: DatasetName, source: Source): number {
  // the large dataset is a bigger market, not the default one cut finer: its items sell as the default's do
  if (dataset === 'large') return 1
  return DEFAULT_ITEMS[source] / itemsFor(dataset, source)
}
