// Test helper run as its own process (the embedded account store belongs to one process): records,
// in the account store of DATA_DIR, that an alert of one kind was sent for a followed concept in a
// month — what an earlier month's run of the job would have left. Args: username, word, month, kind.
import path from 'node:path'
import type { AlertKind } from '../../src/domain/alerts'
import { alertRules, claimAlert } from '../accounts/alerts'
import { openAccounts } from '../stores'
import { runLocked } from './locked-run'

runLocked(async (config) => {
  const [username, word, month, kind] = process.argv.slice(2)
  const store = await openAccounts({ path: path.join(config.dataDir, 'accounts') })
  try {
    const rule = (await alertRules(store.db)).find((r) => r.account.username === username && r.follow.word === word)
    if (!rule) throw new Error(`no alerting follow of ${word} for ${username}`)
    const id = await claimAlert(store.db, { rule, month, kind: kind as AlertKind, yoyPct: null, phone: '138****5678' })
    process.stdout.write(`claimed ${id}\n`)
  } finally {
    await store.close()
  }
})
