import Taro from '@tarojs/taro'

export interface SeenRequest {
  url: string
  method?: string
  data?: unknown
  header?: Record<string, string>
  timeout?: number
  credentials?: string
}

export interface FakeResponse {
  statusCode?: number
  data: unknown
}

/** Replace Taro.request (the transport's only dependency) with a handler; returns the spy. */
export function mockRequest(handler: (request: SeenRequest) => FakeResponse | Promise<FakeResponse>) {
  return jest.spyOn(Taro, 'request').mockImplementation(((options: SeenRequest) =>
    Promise.resolve(handler(options)).then((response) => ({
      statusCode: response.statusCode ?? 200,
      data: response.data,
      header: {},
      errMsg: 'request:ok',
    }))) as unknown as typeof Taro.request)
}

export const ok = (data: unknown): FakeResponse => ({ data: { status: 'ok', error_code: 0, error_msg: '', data } })

export const fail = (code: number, msg: string | { msg: string } = ''): FakeResponse => ({
  data: { status: 'error', error_code: code, error_msg: msg, data: null },
})

/** A promise and the function that resolves it, for holding a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}
