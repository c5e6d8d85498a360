/** One notice of GET /api/dw_notice, shown as a warning banner. */
export interface Notice {
  id: number
  content: string
  content_en: string
  /** ISO date-time */
  created_at: string
}

/** Body of POST /api/client_error. */
export interface ClientErrorReport {
  error_url: string
  ua: string
  tab: string
  browser_finger: string
  /** the error message and stack, truncated by the client */
  message?: string
}
