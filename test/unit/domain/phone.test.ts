import { isChineseMobile, normalizeChineseMobile } from '../../../src/domain/phone'

describe('Chinese mobile numbers: 1[3-9] then nine digits (phone settings)', () => {
  test.each([
    ['13812345678', '13812345678'],
    ['19912345678', '19912345678'],
    ['138 1234 5678', '13812345678'],
    ['138-1234-5678', '13812345678'],
    ['+8613812345678', '13812345678'],
    ['8613812345678', '13812345678'],
    ['12812345678', null],
    ['1381234567', null],
    ['138123456789', null],
    ['138****5678', null],
    ['2381234567a', null],
    ['', null],
  ])('normalizeChineseMobile(%j) → %j', (input, expected) => {
    expect(normalizeChineseMobile(input)).toBe(expected)
    expect(isChineseMobile(input)).toBe(expected !== null)
  })
})
