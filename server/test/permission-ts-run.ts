// A child of permission-ts.test.ts (PGlite cannot load inside jest's module runtime): an account
// store as older versions left it (permission items without ts), opened by the current
// code, which runs the migrations. Prints the stored permissions after the first and a second open.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { openAccounts } from '../stores'
import { MIGRATIONS, PERMISSION_TS_BACKFILL } from '../accounts/migrations'
import { accounts } from '../accounts/schema'

export const OLD_PERMISSIONS = {
  cat_list: { cat_id: 16, level1: [{ cat_id: 16 }], level2: [{ cat_id: 50008898 }], level3: [], level4: [] },
  jd_cat_list: { cat_id: 1801, level1: [{ cat_id: 1801, ts: '2023-05' }], level2: [], level3: [], level4: [] },
  douyin_cat_list: 'all',
  chance_cat_list: 'all',
  chance_jd_cat_list: 'all',
  ebay_cat_list: 'all',
  gamazon_cat_list: { level1: [], level2: [], level3: [], level4: [] },
  social_cat_list: 'all',
  is_validata_user_count: true,
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-permission-ts-'))
  try {
    const { PGlite } = await import('@electric-sql/pglite')
    const old = await PGlite.create({ dataDir: dir })
    for (const sql of MIGRATIONS.slice(0, MIGRATIONS.indexOf(PERMISSION_TS_BACKFILL))) await old.exec(sql)
    // created 2024-03-31 20:00 UTC: April in Asia/Shanghai
    await old.query(
      `INSERT INTO accounts (username, password_hash, password_salt, usertype, version_selected, jd_version, permissions, created_at)
      VALUES ('old@example.com', 'h', 's', 'analyst', '[]', '[]', $1, '2024-03-31T20:00:00Z')`,
      [JSON.stringify(OLD_PERMISSIONS)],
    )
    await old.close()
    const read = async () => {
      const store = await openAccounts({ path: dir })
      try {
        const [row] = await store.db
          .select({ permissions: accounts.permissions })
          .from(accounts)
          .where(eq(accounts.username, 'old@example.com'))
        return row.permissions
      } finally {
        await store.close()
      }
    }
    const first = await read()
    const second = await read()
    process.stdout.write(`GR-PERMISSION-TS ${JSON.stringify({ first, second })}\n`)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
