import { axisMax } from '../../../src/domain/axis'

describe('the chart axis ends at the data maximum rounded up to a whole step (steps 1, 2, 2.5, 5 × 10^k, 5 splits)', () => {
  test.each([
    [0, 5, 1, 'no data: 1'],
    [-10, 5, 1, 'nothing positive: 1'],
    [NaN, 5, 1, 'no number: 1'],
    [1, 5, 1, 'step 0.2'],
    [3, 5, 5, 'step 1'],
    [5, 5, 5, 'exactly on a step'],
    [6, 5, 10, 'step 2'],
    [11, 5, 12.5, 'step 2.5'],
    [100, 5, 100, 'step 20'],
    [101, 5, 125, 'step 25'],
    [1234, 5, 1250, 'step 250'],
    [2469, 5, 2500, 'step 500'],
    [9999, 5, 10000, 'step 2000'],
    [10001, 5, 12500, 'step 2500'],
    [123456789, 5, 125000000, '亿-sized sales'],
    [0.3, 5, 0.5, 'fractions: step 0.1'],
    [0.07, 5, 0.1, 'fractions: step 0.02'],
    [1234, 4, 2000, 'four splits: step 500'],
    [95, 10, 100, 'ten splits: step 10'],
  ])('axisMax(%p, %p) → %p (%s)', (max, splits, expected) => {
    expect(axisMax(max, splits)).toBe(expected)
  })

  test('splitNumber defaults to 5', () => {
    expect(axisMax(1234)).toBe(1250)
  })
})
