// What the server writes to its log about an error it did not expect (the HTTP layer's error handler, the alert job).
/**
 * An unexpected error as logged: a failed store query's message carries its bound values (phone
 * numbers, codes, the caller's text), which must not reach the log; the SQL and the stack stay.
 */
export function loggableError(err: Error): { type: string; message: string; cause?: string; stack?: string } {
  const dropParams = (text: string) => text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]')
  const cause = err.cause instanceof Error ? err.cause.message : undefined
  return {
    type: err.constructor?.name ?? err.name,
    message: dropParams(err.message),
    ...(cause ? { cause } : {}),
    stack: err.stack ? dropParams(err.stack) : undefined,
  }
}
