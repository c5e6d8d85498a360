// The mini-program has no script tags: its trees come from GET /api/cats_tree.
export const treeScriptsSupported = false

export function runTreeScript(_url: string, name: string): Promise<unknown> {
  return Promise.reject(new Error(`category tree script ${name}: no scripts in the mini-program`))
}
