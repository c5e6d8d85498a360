// Fair sharing of engine loads (issue 11 §2, "one user can stall the rest"). An expression's first
// use reads its facts from the engine (expr-facts.ts, two queries of tens of ms each on a 2-core
// machine). Started all at once, one caller's burst (search_marked with 50 new expressions on
// tbjddy = 150 loads) filled the engine and another caller's single load waited behind all of it
// (6–10 s). Loads therefore run here: at most LOAD_CONCURRENCY at a time, waiting in one queue per
// owner (the account), and a free slot goes to the next owner in turn (round-robin). A burst then
// delays someone else's single load by about one load, not by the burst.

/** Loads running at once: the engine has about one core per load to give on the 2-core target. */
export const LOAD_CONCURRENCY = 2

type Job = () => void

/** owner → its waiting loads (oldest first); Map order is the round-robin turn */
const queues = new Map<string, Job[]>()
let running = 0

function pump(): void {
  while (running < LOAD_CONCURRENCY && queues.size > 0) {
    const [owner, queue] = queues.entries().next().value as [string, Job[]]
    const job = queue.shift() as Job
    // the owner goes to the back of the turn (or leaves it when it has nothing more waiting)
    queues.delete(owner)
    if (queue.length > 0) queues.set(owner, queue)
    running += 1
    job()
  }
}

/** Runs `load` when its owner's turn comes; resolves or rejects as `load` does. */
export function scheduleLoad<T>(owner: string, load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const job: Job = () => {
      let p: Promise<T>
      try {
        p = load()
      } catch (err) {
        p = Promise.reject(err)
      }
      // the place is freed before the caller hears: it may schedule again at once
      p.finally(() => {
        running -= 1
        pump()
      }).then(resolve, reject)
    }
    const queue = queues.get(owner)
    if (queue) queue.push(job)
    else queues.set(owner, [job])
    pump()
  })
}

/** Loads waiting or running (tests and diagnostics). */
export function loadsPending(): { running: number; waiting: number } {
  let waiting = 0
  for (const q of queues.values()) waiting += q.length
  return { running, waiting }
}
