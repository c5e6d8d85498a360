// How many items each source gets. `small` samples fewer items and scales their volumes up so that
// sums (and so the rankings, the 'new' and 'breakout' labels) look like the full dataset's.
import type { DatasetName } from '../config'
import type { Source } from './families'

export const DATASET_VERSION = 1
export const DEFAULT_SEED = 20170101

const DEFAULT_ITEMS: Record<Source, number> = { all: 112000, jd: 48000, douyin: 40000, gamazon: 36000, ebay: 20000 }
const SMALL_DIVISOR = 32

export function itemsFor(dataset: DatasetName, source: Source): number {
  return dataset === 'default' ? DEFAULT_ITEMS[source] : Math.ceil(DEFAULT_ITEMS[source] / SMALL_DIVISOR)
}

export function volumeScale(dataset: DatasetName, source: Source): number {
  return DEFAULT_ITEMS[source] / itemsFor(dataset, source)
}
