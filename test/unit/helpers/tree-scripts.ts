// The category-tree scripts in jsdom, which loads no scripts: a script tag appended for
// /static/tree/<name>.js?ts= "runs" by setting self.grCategoryTrees[name] to what the handler
// answers (as the server's script does), then fires load; a handler answering 'network' fires error.
export type ScriptAnswer = { status: string; error_code: number; error_msg: unknown; data: unknown } | 'network'

export interface SeenScript {
  name: string
  ts: string
}

export function serveTreeScripts(handler: (script: SeenScript) => ScriptAnswer | Promise<ScriptAnswer>): SeenScript[] {
  const seen: SeenScript[] = []
  const append = document.head.appendChild.bind(document.head)
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    append(node)
    const match = node instanceof HTMLScriptElement ? /\/static\/tree\/(\w+)\.js\?ts=([\d-]+)/.exec(node.src) : null
    if (!match) return node
    const script = { name: match[1], ts: match[2] }
    seen.push(script)
    void Promise.resolve(handler(script)).then((answer) => {
      setTimeout(() => {
        if (answer === 'network') {
          node.dispatchEvent(new Event('error'))
          return
        }
        const w = window as unknown as { grCategoryTrees?: Record<string, unknown> }
        w.grCategoryTrees = w.grCategoryTrees ?? {}
        w.grCategoryTrees[script.name] = answer
        node.dispatchEvent(new Event('load'))
      }, 0)
    })
    return node
  })
  return seen
}

export const scriptOk = (data: unknown): ScriptAnswer => ({ status: 'ok', error_code: 0, error_msg: '', data })
export const scriptFail = (code: number, msg = ''): ScriptAnswer => ({ status: 'error', error_code: code, error_msg: msg, data: null })
