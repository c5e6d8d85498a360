// The load client of the bench, in a process of its own: reads the plan as JSON on stdin, drives
// the load and writes autocannon's figures as JSON on stdout.
import { driveLoad, type LoadPlan } from './load'

async function main(): Promise<void> {
  let input = ''
  for await (const chunk of process.stdin) input += chunk
  const result = await driveLoad(JSON.parse(input) as LoadPlan)
  process.stdout.write(JSON.stringify(result))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
