/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn (a paint,
 * input), and the work before it ends a task. A phone four times slower than this machine turns
 * every 12.5 ms of CPU in one task into blocked input, so long work is cut at such points.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
