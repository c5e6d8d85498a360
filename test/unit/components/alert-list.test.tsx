import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { PhoneAlert } from '../../../types'
import { AlertList } from '../../../src/components/alerts/AlertList'
import * as navigation from '../../../src/platform/navigation'
import { useLanguageStore } from '../../../src/store/language'
import { fail, mockRequest, ok, type FakeResponse } from '../helpers/mock-request'
import { renderWithData } from '../helpers/render-with-data'

const alert: PhoneAlert = {
  id: 3,
  word: '巴恩风',
  plat: 'all',
  category_id: 16,
  month: '2026-10',
  kind: 'growth',
  yoy_pct: 576.5,
  threshold_pct: 30,
  phone: '138****5678',
  channels: ['sms'],
  sent_at: '2026-11-02T01:00:00.000Z',
}

function serve(answer: () => FakeResponse) {
  return mockRequest((request) => (request.url.split('?')[0] === '/api/phone/alerts' ? answer() : { statusCode: 404, data: null }))
}

afterEach(() => {
  jest.restoreAllMocks()
  act(() => useLanguageStore.setState({ language: 'zh' }))
})

test('lists the alerts sent: the concept, its growth and month, the threshold, the masked phone and when (zh)', async () => {
  serve(() => ok([alert]))
  renderWithData(<AlertList />)
  expect(screen.getByTestId('alerts-loading')).toBeTruthy()
  const item = await screen.findByTestId('alert-item')
  expect(item.textContent).toContain('“巴恩风”2026年10月 同比增长 +576.5%')
  expect(item.textContent).toContain('阈值 30%')
  expect(item.textContent).toContain('淘宝天猫')
  expect(item.textContent).toContain('138****5678')
  // times show in Asia/Shanghai (docs/rules.md "Units and currency")
  expect(item.textContent).toContain('2026-11-02 09:00:00')
})

test('in English, and the link to the alert settings opens /setUp', async () => {
  act(() => useLanguageStore.setState({ language: 'en' }))
  const go = jest.spyOn(navigation, 'navigate').mockResolvedValue(undefined)
  serve(() => ok([alert]))
  renderWithData(<AlertList />)
  expect((await screen.findByTestId('alert-item')).textContent).toContain('“巴恩风” grew +576.5% in Oct 2026')
  fireEvent.click(screen.getByTestId('alerts-settings-link'))
  expect(go).toHaveBeenCalledWith('setUp')
})

test('a new concept and a breakout say so: they crossed every threshold', async () => {
  serve(() =>
    ok([
      { ...alert, id: 4, word: '天然', plat: 'jd', kind: 'new', yoy_pct: null, threshold_pct: 1 },
      { ...alert, id: 5, word: '马面裙', kind: 'breakout', yoy_pct: 412.5, threshold_pct: 1000 },
    ]),
  )
  renderWithData(<AlertList />)
  const items = await screen.findAllByTestId('alert-item')
  expect(items[0].textContent).toContain('“天然”2026年10月 成为新品，超过任何阈值')
  expect(items[1].textContent).toContain('“马面裙”2026年10月 爆发，同比增长 +412.5%，超过任何阈值')
})

test('no alert yet says how alerts come', async () => {
  act(() => useLanguageStore.setState({ language: 'en' }))
  serve(() => ok([]))
  renderWithData(<AlertList settingsLink={false} />)
  expect((await screen.findByTestId('alerts-empty')).textContent).toMatch(/No alert yet/)
  expect(screen.queryByTestId('alerts-settings-link')).toBeNull()
})

test('a failure is shown with a retry that asks again', async () => {
  let calls = 0
  serve(() => (++calls === 1 ? fail(-400, 'Required parameter error') : ok([alert])))
  renderWithData(<AlertList />)
  const error = await screen.findByTestId('alerts-error')
  expect(error.textContent).toContain('提醒加载失败')
  expect(error.textContent).toContain('Required parameter error')
  fireEvent.click(screen.getByText('重试'))
  await waitFor(() => expect(screen.getByTestId('alert-item')).toBeTruthy())
})

test('an alert that went out on WeChat too says so; one on WeChat alone shows no phone', async () => {
  serve(() =>
    ok([
      { ...alert, channels: ['sms', 'wechat'] },
      { ...alert, id: 4, phone: '', channels: ['wechat'] },
    ]),
  )
  renderWithData(<AlertList />)
  await screen.findAllByTestId('alert-item')
  const [both, wechat] = screen.getAllByTestId('alert-item').map((i) => i.textContent ?? '')
  expect(both).toContain('发送到 138****5678 · 微信服务通知')
  expect(wechat).toContain('发送到 微信服务通知')
  expect(wechat).not.toContain('138')
})
