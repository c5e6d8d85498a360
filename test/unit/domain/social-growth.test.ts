import { BREAKOUT_YOY_PCT } from '../../../src/domain/growth'
import {
  MIN_BASE_SOCIAL_VOLUME,
  MIN_NEW_SOCIAL_VOLUME,
  isSocialRankable,
  socialGrowth,
  socialGrowthLabel,
} from '../../../src/domain/social-growth'

test('constants: 5 000 mentions base and new; breakout shared with sales (300 %)', () => {
  expect([MIN_BASE_SOCIAL_VOLUME, MIN_NEW_SOCIAL_VOLUME, BREAKOUT_YOY_PCT]).toEqual([5000, 5000, 300])
})

describe('social rankable and label', () => {
  test.each([
    [6000, 5000, true, null],
    [20000, 5000, true, 'breakout'],
    [19990, 5000, true, null],
    [100000, 4999, false, null],
    [5000, 0, true, 'new'],
    [4999, 0, false, null],
    [0, 0, false, null],
    [1000, 8000, true, null],
    [90394, null, false, null],
  ] as const)('current %d, base %p → rankable %s, label %s', (current, base, rankable, label) => {
    expect(isSocialRankable(current, base)).toBe(rankable)
    expect(socialGrowthLabel(current, base)).toBe(label)
  })
})

describe('socialGrowth from a 13-month trend', () => {
  const flat = (first: number, prev: number, last: number) => [first, ...Array(10).fill(1), prev, last]
  test.each([
    [
      flat(10000, 12000, 15000),
      { volume: 15000, volumeBase: 10000, volumePrev: 12000, yoy: 50, mom: 25, change: 5000, momChange: 3000, label: null },
    ],
    [flat(0, 0, 9000), { volume: 9000, volumeBase: 0, volumePrev: 0, yoy: null, mom: null, change: 9000, momChange: 9000, label: 'new' }],
    [
      flat(6000, 30000, 24000),
      { volume: 24000, volumeBase: 6000, volumePrev: 30000, yoy: 300, mom: -20, change: 18000, momChange: -6000, label: 'breakout' },
    ],
    [[700, 800], { volume: 800, volumeBase: null, volumePrev: 700, yoy: null, mom: 14.3, change: null, momChange: 100, label: null }],
    // months before the platform's data are unknown, not 0: no growth, no change, never 'new'
    [
      [...Array(7).fill(null), 84565, 1, 1, 1, 1, 90394],
      { volume: 90394, volumeBase: null, volumePrev: 1, yoy: null, mom: 9039300, change: null, momChange: 90393, label: null },
    ],
    [
      [...Array(12).fill(null), 9000],
      { volume: 9000, volumeBase: null, volumePrev: null, yoy: null, mom: null, change: null, momChange: null, label: null },
    ],
  ])('%j', (trend, expected) => {
    expect(socialGrowth(trend)).toEqual(expected)
  })
})
