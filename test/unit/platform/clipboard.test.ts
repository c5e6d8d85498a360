// The one copy helper: the mini-program's clipboard is privacy-gated, and WeChat fails it with errno
// 104 (the user did not agree) or 112 (the privacy guide does not declare it). Neither may throw.
import Taro from '@tarojs/taro'
import { copyText } from '../../../src/platform/clipboard'

afterEach(() => jest.restoreAllMocks())

const answer = (result: unknown, resolve: boolean) =>
  jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => (resolve ? Promise.resolve(result) : Promise.reject(result))) as never)

test.each([
  ['copied', { errMsg: 'setClipboardData:ok' }, true],
  ['refused', { errMsg: 'setClipboardData:fail api scope is not declared in the privacy agreement', errno: 112 }, false],
  ['refused', { errMsg: 'setClipboardData:fail privacy permission is not authorized', errno: 104 }, false],
  ['failed', { errMsg: 'setClipboardData:fail' }, false],
  ['failed', new Error('no clipboard'), false],
] as const)('%s when WeChat answers %j', async (expected, result, resolve) => {
  const spy = answer(result, resolve)
  await expect(copyText('support@growthradar.demo')).resolves.toBe(expected)
  expect(spy).toHaveBeenCalledWith({ data: 'support@growthradar.demo' })
})
