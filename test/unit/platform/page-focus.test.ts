// A keyboard user who changes screen goes on from the screen shown, not from the page Taro hid.
import { installPageFocus } from '../../../src/platform/page-focus'

function page(id: string): { root: HTMLElement; control: HTMLElement; main: HTMLElement } {
  const root = document.createElement('div')
  root.className = 'taro_page taro_page_show'
  root.id = id
  const control = document.createElement('button')
  const main = document.createElement('div')
  main.className = 'gr-main'
  root.append(control, main)
  document.body.append(root)
  return { root, control, main }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

let stop: () => void
beforeEach(() => {
  document.body.innerHTML = ''
  stop = installPageFocus()
})
afterEach(() => stop())

test('when the focused page is hidden, focus moves to the main region of the page shown', async () => {
  const before = page('/concept')
  before.control.focus()
  const next = page('/social')
  before.root.classList.add('taro_page_shade')
  await settle()
  expect(document.activeElement).toBe(next.main)
  // a landing place for script, not a stop on the Tab path
  expect(next.main.getAttribute('tabindex')).toBe('-1')
})

test('going back removes the page: focus moves to the page shown again', async () => {
  const first = page('/concept')
  first.root.classList.add('taro_page_shade')
  const second = page('/detail')
  await settle()
  second.control.focus()
  first.root.classList.remove('taro_page_shade')
  second.root.remove()
  await settle()
  expect(document.activeElement).toBe(first.main)
})

test('focus on a control of the page shown stays where the user put it', async () => {
  const before = page('/concept')
  const next = page('/social')
  next.control.focus()
  before.root.classList.add('taro_page_shade')
  await settle()
  expect(document.activeElement).toBe(next.control)
})

test('the first page starting up does not take focus from the top of the document', async () => {
  const first = page('/concept')
  first.root.classList.add('taro_page_stationed')
  await settle()
  expect(document.activeElement).toBe(document.body)
})

test('a page hidden before the next one is in the document: focus moves once the next one arrives', async () => {
  const before = page('/concept')
  before.control.focus()
  // no transition on the web: the page left is hidden first, the next page is added after it
  before.root.classList.add('taro_page_shade')
  await settle()
  const next = page('/social')
  await settle()
  expect(document.activeElement).toBe(next.main)
  // and only that once: a later page change by the user's own focus is left alone
  next.control.focus()
  const extra = document.createElement('div')
  next.root.append(extra)
  await settle()
  expect(document.activeElement).toBe(next.control)
})
