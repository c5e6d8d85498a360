// What every route needs: the two stores, the in-memory catalog and the settings.
import type { Analytics } from './analytics/client'
import type { Catalog } from './analytics/catalog'
import type { AccountDb } from './accounts/db'
import type { Config } from './config'

export interface AppContext {
  db: AccountDb
  analytics: Analytics
  catalog: Catalog
  config: Config
}
