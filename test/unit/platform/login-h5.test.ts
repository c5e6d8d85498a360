// The web sign-out posts a form to /mj_logout: the server ends a session only on a POST from its
// own pages (a link or an image on another site could otherwise sign anyone out), and GET
// /mj_logout merely asks. The post comes back to the page it left.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const h5 = require('../../../src/platform/login.h5') as typeof import('../../../src/platform/login.h5')

afterEach(() => {
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

test('logout submits a POST form to /mj_logout that returns to the current page', async () => {
  window.history.pushState({}, '', '/social?word=%E8%BF%9E%E8%A1%A3%E8%A3%99')
  const submitted: HTMLFormElement[] = []
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this)
  })
  await h5.logout()
  expect(submitted).toHaveLength(1)
  expect(submitted[0].method).toBe('post')
  const action = new URL(submitted[0].action)
  expect(action.pathname).toBe('/mj_logout')
  expect(action.searchParams.get('redirect_url')).toBe('/social?word=%E8%BF%9E%E8%A1%A3%E8%A3%99')
})
