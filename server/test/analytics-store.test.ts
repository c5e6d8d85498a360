// Which analytics store the shared test server answers from: embedded chDB in its data folder (jest
// project server), or the ClickHouse HTTP harness through CLICKHOUSE_URL (project server-http),
// where the dataset the server serves was built through the harness. When both projects run, the
// two builds of the same seed hold the same data (the dataset's checksum).
import fs from 'node:fs'
import { createClient } from '@clickhouse/client'
import { HTTP_STATE_FILE, STATE_FILE } from './global-setup'
import { state, viaClickHouseHttp } from './helpers'

test('the server’s analytics store is the one this project names; both builds hold the same dataset', async () => {
  const { clickhouseUrl, checksum } = state()
  expect(checksum).toMatch(/^[0-9a-f]{16}(-[0-9a-f]{16})+$/)
  const other = viaClickHouseHttp ? STATE_FILE : HTTP_STATE_FILE
  if (fs.existsSync(other)) expect(JSON.parse(fs.readFileSync(other, 'utf8')).checksum).toBe(checksum)
  if (!viaClickHouseHttp) {
    expect(clickhouseUrl).toBeUndefined()
    return
  }
  expect(clickhouseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  const client = createClient({ url: clickhouseUrl })
  try {
    const result = await client.query({ query: "SELECT value FROM gr.meta WHERE key = 'dataset'", format: 'JSONEachRow' })
    const [row] = (await result.json()) as { value: string }[]
    expect(JSON.parse(row.value)).toMatchObject({ dataset: 'small', checksum })
  } finally {
    await client.close()
  }
})
