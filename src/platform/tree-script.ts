/**
 * Running a category-tree script (the trees are served as static script files). H5: a script
 * tag; the mini-program has none, and asks GET /api/cats_tree instead (treeScriptsSupported false).
 */
export declare const treeScriptsSupported: boolean

/**
 * Loads the script at `url` and resolves with what it left in `self.grCategoryTrees[name]` (the
 * envelope the server wraps the tree in). Rejects when the script could not be loaded.
 */
export declare function runTreeScript(url: string, name: string): Promise<unknown>
