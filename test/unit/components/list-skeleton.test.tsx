// Lists loading show skeleton rows where their rows will come (a spinner only for what is no list),
// said to screen readers as busy with what is being loaded.
import { render, screen } from '@testing-library/react'
import { AttentionStatus } from '../../../src/components/attention/AttentionStatus'
import { ConceptStatus } from '../../../src/components/widgets/ConceptStatus'
import { useLanguageStore } from '../../../src/store/language'

beforeEach(() => useLanguageStore.setState({ language: 'zh' }))

test('a list loading: as many grey rows as asked, busy, with what is loading below them', () => {
  const { container } = render(<ConceptStatus kind='loading' rows={6} hint='正在加载首页…' />)
  const status = screen.getByTestId('state-loading')
  expect(status.getAttribute('role')).toBe('status')
  expect(status.getAttribute('aria-busy')).toBe('true')
  expect(container.querySelectorAll('.gr-skeleton__row')).toHaveLength(6)
  expect(status.textContent).toBe('正在加载首页…')
})

test('what is no list keeps its spinner; the follows list loads as rows too', () => {
  const { container, unmount } = render(<ConceptStatus kind='loading' hint='正在加载账号…' />)
  expect(container.querySelector('.gr-skeleton')).toBeNull()
  unmount()
  const follows = render(<AttentionStatus kind='loading' />)
  expect(follows.container.querySelectorAll('.gr-skeleton__row')).toHaveLength(5)
  expect(screen.getByTestId('attention-loading').textContent).toBe('正在加载你关注的概念…')
})
