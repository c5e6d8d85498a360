import { maskPhone, maskUserName } from '../../../src/domain/mask'

describe('a phone shows with its digits 4 to 7 hidden', () => {
  test.each([
    ['13812345678', '138****5678'],
    ['15900001111', '159****1111'],
    ['138****5678', '138****5678'],
    ['123456', '123***'],
    ['123', '123'],
    ['', ''],
  ])('maskPhone(%j) → %j', (phone, expected) => {
    expect(maskPhone(phone)).toBe(expected)
  })
})

describe('a user name shows only its last 5 characters', () => {
  test.each([
    ['analyst@growthradar.demo', '*******************.demo'],
    ['zhangsan', '***ngsan'],
    ['abcdef', '*bcdef'],
    ['abcde', 'abcde'],
    ['abc', 'abc'],
    ['', ''],
    ['张三丰李四王五', '**丰李四王五'],
    ['😀😀😀😀😀😀', '*😀😀😀😀😀'],
  ])('maskUserName(%j) → %j', (name, expected) => {
    expect(maskUserName(name)).toBe(expected)
  })
})
