// `tsx server/test/build-template.ts`: the test command builds the test data (dataset-template.ts)
// beside its type-checks and builds, so the jest set-ups that follow only copy it.
import { ensureTemplate } from './dataset-template'

ensureTemplate()
  .then(({ dataDir, info }) => console.log(`test data ready in ${dataDir} (checksum ${info.checksum.slice(0, 16)}…, data to ${info.ts})`))
  .catch((err: unknown) => {
    console.error(err)
    process.exit(1)
  })
