// Under the screen the server painted ahead of the scripts, a page's first drawing waits one commit
// and is then made in a transition (split into short tasks); with nothing painted to cover a blank
// page, it draws at once.
import { renderHook } from '@testing-library/react'
import { FIRST_PAINT_ID } from '../../../src/domain/constants'
import { useSlicedFirstRender } from '../../../src/components/shell/use-sliced-first-render'

afterEach(() => document.getElementById(FIRST_PAINT_ID)?.remove())

function rendersOf(): boolean[] {
  const seen: boolean[] = []
  renderHook(() => {
    const ready = useSlicedFirstRender()
    seen.push(ready)
    return ready
  })
  return seen
}

test('under the painted screen: nothing on the first commit, the page in the next', () => {
  const frame = document.createElement('div')
  frame.id = FIRST_PAINT_ID
  document.body.appendChild(frame)
  expect(rendersOf()).toEqual([false, true])
})

test('with no painted screen (in-app navigation, tests, the mini-program): the page at once', () => {
  expect(rendersOf()).toEqual([true])
})
