// The orders of the concept rankings as SQL, for the ranking reads (ranking-partitions.ts) and the
// bench's plain scan. The build stores the keys they sort by (concept_rank: is_new, yoy_x10); the
// memory execution sorts a partition by the same keys (ranking-partitions.ts partitionFromTable).

/** ORDER BY of the growth ranking (rankable rows only), the same order as compareGrowth (the growth rule). */
export const GROWTH_ORDER = 'is_new DESC, yoy_x10 DESC, sales DESC, word ASC'
/** ORDER BY of the sales ranking. */
export const SALES_ORDER = 'sales DESC, word ASC'
