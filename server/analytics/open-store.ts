// The analytics store a configuration names: the embedded folder in DATA_DIR or the server at
// CLICKHOUSE_URL, with its tables' layout (CLICKHOUSE_CLUSTER). A writer's connection (the dataset
// build, the importer) also carries the layout's write settings; the server's reads do not.
import path from 'node:path'
import type { Config } from '../config'
import { openAnalytics, type Analytics } from './client'
import { tableLayout } from './table-layout'

export function openConfiguredAnalytics(
  config: Pick<Config, 'dataDir' | 'clickhouseUrl' | 'clickhouseCluster'>,
  role: 'reader' | 'writer',
): Analytics {
  const layout = tableLayout(config.clickhouseCluster)
  return openAnalytics({
    path: path.join(config.dataDir, 'analytics'),
    url: config.clickhouseUrl,
    layout,
    settings: role === 'writer' ? layout.settings : undefined,
  })
}
