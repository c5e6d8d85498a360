import { sharePercent } from '../../../src/domain/growth'

describe('share ratio: 2 decimals, infinity (null) when the base is 0', () => {
  test.each([
    [25, 100, 2, 25],
    [1, 3, 2, 33.33],
    [2, 3, 2, 66.67],
    [1, 3, 0, 33],
    [5, 0, 2, null],
    [0, 0, 2, null],
    [0, 50, 2, 0],
    [150, 100, 2, 150],
    [1, 8, 2, 12.5],
  ])('sharePercent(%d, %d, %d) = %p', (part, base, decimals, expected) => {
    expect(sharePercent(part, base, decimals)).toBe(expected)
  })
})
