import Taro from '@tarojs/taro'
import { requestTimeoutMs } from '../platform/env'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface TransportRequest {
  method: HttpMethod
  /** path and query, e.g. '/api/user' — API_BASE is prefixed here */
  url: string
  body?: unknown
  header: Record<string, string>
}

export interface TransportResponse {
  statusCode: number
  data: unknown
}

/** Every call: cookies included (the H5 session), a 300000 ms timeout (REQUEST_TIMEOUT_MS; 60 s in the mini-program, its cap). */
export const REQUEST_DEFAULTS = { credentials: 'include', timeout: requestTimeoutMs } as const

/**
 * The only place that calls Taro.request (DESIGN rule 3). Resolves for every HTTP status so the
 * client can map it (error codes, docs/rules.md); rejects only when no response arrived (network, timeout).
 */
export async function send(request: TransportRequest): Promise<TransportResponse> {
  const response = await Taro.request({
    url: `${API_BASE}${request.url}`,
    method: request.method,
    data: request.body as TaroGeneral.IAnyObject | undefined,
    header: request.header,
    dataType: 'json',
    credentials: REQUEST_DEFAULTS.credentials,
    timeout: REQUEST_DEFAULTS.timeout,
  })
  return { statusCode: response.statusCode, data: response.data }
}
