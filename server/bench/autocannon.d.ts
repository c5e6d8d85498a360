// The part of autocannon 8 the bench uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string
    path: string
    headers?: Record<string, string>
    body?: string
    /** called before each sending of this request; what it returns is sent */
    setupRequest?: (req: Request) => Request
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: Request[]
  }
  interface Histogram {
    average: number
    mean: number
    p50: number
    p90: number
    p99: number
    max: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
  }
  function autocannon(options: Options): Promise<Result>
  export = autocannon
}
