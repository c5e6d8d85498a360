import { CATEGORY_CACHE_DB_VERSION } from '../domain/constants'
import type { CachedCategoryTree, CategoryCache } from './category-cache'

const DB_NAME = 'growth-radar-category-trees'
const STORE = 'trees'

let opening: Promise<IDBDatabase | null> | null = null

// IndexedDB is missing in some private modes and old WebViews, and open() can fail or be blocked:
// each of those reads as "no database" and the picker fetches the tree as if nothing were cached.
function openDb(): Promise<IDBDatabase | null> {
  if (opening) return opening
  opening = new Promise((resolve) => {
    let request: IDBOpenDBRequest
    try {
      if (typeof indexedDB === 'undefined') return resolve(null)
      request = indexedDB.open(DB_NAME, CATEGORY_CACHE_DB_VERSION)
    } catch {
      return resolve(null)
    }
    request.onupgradeneeded = () => {
      // A new database version may store trees of another shape: start it empty.
      const db = request.result
      if (db.objectStoreNames.contains(STORE)) db.deleteObjectStore(STORE)
      db.createObjectStore(STORE, { keyPath: 'key' })
    }
    request.onsuccess = () => {
      const db = request.result
      // another tab opening a newer version waits for us to close
      db.onversionchange = () => {
        db.close()
        opening = null
      }
      resolve(db)
    }
    request.onerror = () => resolve(null)
    request.onblocked = () => resolve(null)
  })
  return opening
}

/** Runs one request in its own transaction; resolves with its result once the transaction commits, or null on any failure. */
async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | null> {
  const db = await openDb()
  if (!db) return null
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode)
      const request = act(tx.objectStore(STORE))
      tx.oncomplete = () => resolve(request.result ?? null)
      tx.onerror = () => resolve(null)
      tx.onabort = () => resolve(null)
    } catch {
      resolve(null)
    }
  })
}

export const categoryCache: CategoryCache = {
  async read(key) {
    const entry = await inStore<CachedCategoryTree | undefined>('readonly', (store) => store.get(key))
    return entry?.tree ? entry : null
  },
  async write(entry) {
    await inStore('readwrite', (store) => store.put(entry))
  },
  async clear() {
    await inStore('readwrite', (store) => store.clear())
  },
}

/** Tests: forget the open connection (a test installs a fresh database). */
export function forgetCategoryDb(): void {
  opening = null
}
