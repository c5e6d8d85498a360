// How a followed concept's place in its category's growth ranking moved from last month to this
// month (the /report page).

export type RankChange = { kind: 'up' | 'down'; n: number } | { kind: 'same' | 'new' | 'none' } | { kind: 'out'; before: number }

/** rank 1 is the top: a smaller number this month is a move up. */
export function rankChange(rank: number | null, before: number | null): RankChange {
  if (rank === null) return before === null ? { kind: 'none' } : { kind: 'out', before }
  if (before === null) return { kind: 'new' }
  if (rank === before) return { kind: 'same' }
  return rank < before ? { kind: 'up', n: before - rank } : { kind: 'down', n: rank - before }
}
