// The memory execution visits only the items of the asked categories' runs (items are held ordered
// by category path) plus the strays: items holding a fact in another category than their own, as
// an import that moves an item leaves its earlier facts. A stray's facts must still count where
// they belong.
import type { CategoryFilter } from '../analytics/queries/concept-facts'
import { itemCount, sortedItems } from '../analytics/queries/item-list'
import { monthlyFigures } from '../analytics/queries/monthly-figures'
import { brandFigures, leafFigures } from '../analytics/queries/slot-sums'
import { buildPeriodWindows } from '../analytics/queries/period-windows'
import { matchedFacts, type ExprFacts } from '../analytics/queries/expr-facts'
import type { SourceFacts } from '../analytics/queries/source-facts'
import { buildItemWords } from '../analytics/queries/item-words'
import { buildTitleIndex } from '../analytics/queries/title-index'

// items in category-path order: 0 in 1/11/111, 1 placed in 1/12/121 with its one segment in
// 2/21/211 (a stray), 2 in 2/21/211; one fact each in 2026-10, of 100, 20 and 3
const data: SourceFacts = {
  source: 'all',
  itemIds: ['5', '7', '6'],
  titles: ['a', 'b', 'c'],
  words: buildItemWords(Buffer.alloc(0), 3),
  priceCents: new Float64Array(3),
  itemSegments: Uint32Array.from([0, 1, 2, 3]),
  segItem: Uint32Array.from([0, 1, 2]),
  segCategory: Float64Array.from([111, 211, 211]),
  segL1: Float64Array.from([1, 2, 2]),
  segL2: Float64Array.from([11, 21, 21]),
  segBrand: Uint32Array.from([9, 9, 9]),
  segRows: Uint32Array.from([0, 1, 2, 3]),
  segFirstMonth: Uint16Array.from([2026 * 12 + 9, 2026 * 12 + 9, 2026 * 12 + 9]),
  segLastMonth: Uint16Array.from([2026 * 12 + 9, 2026 * 12 + 9, 2026 * 12 + 9]),
  segLeafSlot: Uint32Array.from([0, 1, 1]),
  leafIds: Float64Array.from([111, 211]),
  segBrandSlot: Uint32Array.from([0, 0, 0]),
  brandIds: Uint32Array.from([9]),
  month: Uint16Array.from([2026 * 12 + 9, 2026 * 12 + 9, 2026 * 12 + 9]),
  amt: Float64Array.from([100, 20, 3]),
  qty: Uint32Array.from([1, 1, 1]),
  categoryRuns: new Map([
    [1, [0, 2]],
    [11, [0, 1]],
    [111, [0, 1]],
    [12, [1, 2]],
    [121, [1, 2]],
    [2, [2, 3]],
    [21, [2, 3]],
    [211, [2, 3]],
  ]),
  strays: Uint32Array.from([1]),
  strayFlags: Uint8Array.from([0, 1, 0]),
  windows: buildPeriodWindows(
    Uint32Array.from([0, 1, 2, 3]),
    Uint16Array.from([2026 * 12 + 9, 2026 * 12 + 9, 2026 * 12 + 9]),
    Float64Array.from([100, 20, 3]),
    Uint32Array.from([1, 1, 1]),
  ),
  index: buildTitleIndex(['a', 'b', 'c']),
}
const facts: ExprFacts = matchedFacts(data, Uint32Array.from([0, 1, 2]), 1)
const period = { start: '2026-10', end: '2026-10', baseStart: '2025-10', baseEnd: '2025-10' }
const sales = (categories: CategoryFilter) =>
  monthlyFigures(
    { facts: [facts], keys: [1], categories, sourceCategories: [null], brands: null },
    '2026-10',
    '2026-10',
    period,
  ).months.get('2026-10')?.sales ?? 0

test("a category's figures count its own items and the strays' facts in it, never another category's", () => {
  expect(sales({ all: true, l1: [], l2: [], leaves: [] })).toBe(123)
  expect(sales({ all: false, l1: [2], l2: [], leaves: [] })).toBe(23)
  expect(sales({ all: false, l1: [1], l2: [], leaves: [] })).toBe(100)
  expect(sales({ all: false, l1: [], l2: [21], leaves: [111] })).toBe(123)
  // overlapping runs (a level 1 and a leaf under it) count each item once
  expect(sales({ all: false, l1: [2], l2: [21], leaves: [211] })).toBe(23)
})

test('the breakdowns, the item list and the item count follow the same rule', () => {
  const scope = (categories: CategoryFilter) => ({ facts: [facts], keys: [1], categories, sourceCategories: [null], brands: null })
  const l1 = (id: number): CategoryFilter => ({ all: false, l1: [id], l2: [], leaves: [] })
  // category 1 holds item 0 and the stray's place, but the stray's fact lies in 211
  expect([...leafFigures(scope(l1(1)), period)].map(([leaf, f]) => [leaf, f.sales])).toEqual([[111, 100]])
  expect([...leafFigures(scope(l1(2)), period)].map(([leaf, f]) => [leaf, f.sales])).toEqual([[211, 23]])
  expect(brandFigures(scope(l1(2)), period).map((b) => [b.brand_id, b.sales])).toEqual([[9, 23]])
  expect(brandFigures(scope(l1(1)), period).map((b) => [b.brand_id, b.sales])).toEqual([[9, 100]])
  expect(
    sortedItems(scope(l1(2)), period, 'sales', false)
      .page(0, 10)
      .map((r) => [r.item_id, r.sales]),
  ).toEqual([
    ['7', 20],
    ['6', 3],
  ])
  expect(
    sortedItems(scope(l1(1)), period, 'sales', false)
      .page(0, 10)
      .map((r) => r.item_id),
  ).toEqual(['5'])
  expect(itemCount(scope(l1(2)), period)).toBe(2)
  expect(itemCount(scope(l1(1)), period)).toBe(1)
})
