/**
 * Key-value storage of plain strings. H5: localStorage; mini-program: wx storage.
 * Taro picks storage.h5.ts or storage.weapp.ts by TARO_ENV; this file is the shared contract.
 */
export interface KeyValueStorage {
  /** the stored string, or null when absent or unreadable */
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

export declare const storage: KeyValueStorage
