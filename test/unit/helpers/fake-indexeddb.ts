// A small in-memory IndexedDB with the parts the category cache uses (open with a version and an
// upgrade, one object store with a keyPath, get / put / clear in transactions that complete
// asynchronously). jsdom has none; values are copied in and out as a real database does.
type Listener = (() => void) | null

class FakeRequest<T = unknown> {
  result!: T
  error: unknown = null
  onsuccess: Listener = null
  onerror: Listener = null
  onupgradeneeded: Listener = null
  onblocked: Listener = null
}

const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))

class FakeStore {
  constructor(
    private readonly rows: Map<string, unknown>,
    private readonly keyPath: string,
    private readonly tx: FakeTransaction,
  ) {}
  private request<T>(run: () => T): FakeRequest<T> {
    const request = new FakeRequest<T>()
    this.tx.pending.push(() => {
      request.result = run()
      request.onsuccess?.()
    })
    return request
  }
  get(key: string) {
    return this.request(() => copy(this.rows.get(key)))
  }
  put(value: Record<string, unknown>) {
    if (this.tx.mode !== 'readwrite') throw new Error('ReadOnlyError')
    return this.request(() => {
      this.rows.set(String(value[this.keyPath]), copy(value))
      return value[this.keyPath]
    })
  }
  clear() {
    if (this.tx.mode !== 'readwrite') throw new Error('ReadOnlyError')
    return this.request(() => this.rows.clear())
  }
}

class FakeTransaction {
  pending: (() => void)[] = []
  oncomplete: Listener = null
  onerror: Listener = null
  onabort: Listener = null
  constructor(
    private readonly db: FakeDatabase,
    private readonly name: string,
    readonly mode: string,
  ) {
    setTimeout(() => {
      for (const run of this.pending) run()
      this.oncomplete?.()
    }, 0)
  }
  objectStore(name: string) {
    const store = this.db.stores.get(name)
    if (!store || name !== this.name) throw new Error('NotFoundError')
    return new FakeStore(store.rows, store.keyPath, this)
  }
}

class FakeDatabase {
  stores = new Map<string, { keyPath: string; rows: Map<string, unknown> }>()
  version = 0
  onversionchange: Listener = null
  objectStoreNames = { contains: (name: string) => this.stores.has(name) }
  createObjectStore(name: string, options: { keyPath: string }) {
    this.stores.set(name, { keyPath: options.keyPath, rows: new Map() })
  }
  deleteObjectStore(name: string) {
    this.stores.delete(name)
  }
  transaction(name: string, mode: string) {
    return new FakeTransaction(this, name, mode)
  }
  close() {}
}

export interface FakeIndexedDb {
  open(name: string, version: number): FakeRequest<FakeDatabase>
  /** the rows of a store, for assertions */
  rows(dbName: string, store: string): Map<string, unknown>
  /** a database's version */
  version(dbName: string): number
}

export function fakeIndexedDb(): FakeIndexedDb {
  const dbs = new Map<string, FakeDatabase>()
  return {
    open(name, version) {
      const request = new FakeRequest<FakeDatabase>()
      setTimeout(() => {
        let db = dbs.get(name)
        if (!db) {
          db = new FakeDatabase()
          dbs.set(name, db)
        }
        request.result = db
        if (version < db.version) {
          request.error = new Error('VersionError')
          request.onerror?.()
          return
        }
        if (version > db.version) {
          db.version = version
          request.onupgradeneeded?.()
        }
        request.onsuccess?.()
      }, 0)
      return request
    },
    rows: (dbName, store) => dbs.get(dbName)?.stores.get(store)?.rows ?? new Map(),
    version: (dbName) => dbs.get(dbName)?.version ?? 0,
  }
}

/** Installs a fresh fake as the global indexedDB; returns it. */
export function installFakeIndexedDb(): FakeIndexedDb {
  const fake = fakeIndexedDb()
  Object.defineProperty(globalThis, 'indexedDB', { value: fake, configurable: true, writable: true })
  return fake
}

export function removeFakeIndexedDb(): void {
  delete (globalThis as { indexedDB?: unknown }).indexedDB
}
