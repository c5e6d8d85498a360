export const treeScriptsSupported = true

type TreeScriptWindow = Window & {
  grCategoryTrees?: Record<string, unknown>
  bigCategory?: unknown
  childrenList?: unknown
  choice_cat?: unknown
}

// Two loads of one URL share a script; two of one name with different URLs would race for the same
// global slot, so each takes its answer as soon as its own script has run (onload runs right after).
const inFlight = new Map<string, Promise<unknown>>()

export function runTreeScript(url: string, name: string): Promise<unknown> {
  const pending = inFlight.get(url)
  if (pending) return pending
  const promise = new Promise<unknown>((resolve, reject) => {
    const w = window as TreeScriptWindow
    const script = document.createElement('script')
    script.async = true
    script.src = url
    const done = () => {
      script.onload = null
      script.onerror = null
      script.remove()
    }
    script.onload = () => {
      done()
      const answer = w.grCategoryTrees?.[name]
      if (w.grCategoryTrees) delete w.grCategoryTrees[name]
      // the script's own globals (var bigCategory, …) stay on window; drop the big tree they hold
      w.bigCategory = w.childrenList = w.choice_cat = undefined
      if (answer === undefined) reject(new Error(`category tree script ${name} set nothing`))
      else resolve(answer)
    }
    script.onerror = () => {
      done()
      reject(new Error(`category tree script ${name} failed to load`))
    }
    document.head.appendChild(script)
  }).finally(() => inFlight.delete(url))
  inFlight.set(url, promise)
  return promise
}
