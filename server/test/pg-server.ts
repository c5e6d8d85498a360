// A throwaway PostgreSQL server for the account-store tests: initdb in a temporary
// folder, started on a free port with its socket in that folder, one database created, stopped and
// removed afterwards. PostgreSQL refuses to run as root, so as root the commands run as the
// `postgres` user (runuser), which then owns the folder. Debian's package is `postgresql`.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

const SEARCH = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin']

/** The folder holding initdb, pg_ctl and postgres, or null when PostgreSQL is not installed. */
export function findPostgres(): string | null {
  if (process.env.GR_SKIP_PG === '1') return null
  for (const dir of SEARCH) {
    if (['initdb', 'pg_ctl', 'postgres'].every((b) => fs.existsSync(path.join(dir, b)))) return dir
  }
  return null
}

export const PG_MISSING = 'PostgreSQL is not installed (Debian: apt-get install postgresql); the account-store tests ran on PGlite only'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

function run(cmd: string, args: string[], asPostgres: boolean): Promise<string> {
  const [file, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
  return new Promise((resolve, reject) => {
    execFile(file, argv, { timeout: 60_000, env: { ...process.env, LC_ALL: 'C' } }, (err, stdout, stderr) =>
      err ? reject(new Error(`${cmd} ${args.join(' ')} failed: ${err.message}\n${stdout}${stderr}`)) : resolve(stdout),
    )
  })
}

export interface PgServer {
  /** postgresql:// URL of the test database, through the socket in the temporary folder */
  url: string
  /** a URL of another, empty database on the same server */
  createDatabase(name: string): Promise<string>
  stop(): Promise<void>
}

export async function startPostgres(binDir: string): Promise<PgServer> {
  const asPostgres = process.getuid?.() === 0
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gr-pg-'))
  if (asPostgres) {
    const pw = await run('id', ['-u', 'postgres'], false)
    const gid = await run('id', ['-g', 'postgres'], false)
    fs.chownSync(tmp, Number(pw.trim()), Number(gid.trim()))
  }
  const data = path.join(tmp, 'data')
  const bin = (b: string) => path.join(binDir, b)
  const port = await freePort()
  const started = Date.now()
  try {
    await run(bin('initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'], asPostgres)
    // TCP off: the socket in the temporary folder is the only way in
    await run(
      bin('pg_ctl'),
      [
        '-D',
        data,
        '-w',
        '-t',
        '60',
        '-l',
        path.join(tmp, 'server.log'),
        '-o',
        `-p ${port} -k ${tmp} -c listen_addresses= -c fsync=on -c max_connections=100`,
        'start',
      ],
      asPostgres,
    )
  } catch (err) {
    const log = path.join(tmp, 'server.log')
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : ''
    fs.rmSync(tmp, { recursive: true, force: true })
    throw new Error(`${(err as Error).message}\n${tail}`)
  }
  const urlOf = (db: string) => `postgresql://postgres@localhost/${db}?host=${encodeURIComponent(tmp)}&port=${port}`
  const { Client } = await import('pg')
  const createDatabase = async (name: string) => {
    const admin = new Client({ connectionString: urlOf('postgres') })
    await admin.connect()
    try {
      await admin.query(`CREATE DATABASE ${name}`)
    } finally {
      await admin.end()
    }
    return urlOf(name)
  }
  const stop = async () => {
    try {
      await run(bin('pg_ctl'), ['-D', data, '-w', '-m', 'fast', 'stop'], asPostgres)
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  }
  let url: string
  try {
    url = await createDatabase('growthradar_test')
  } catch (err) {
    await stop().catch(() => undefined)
    throw err
  }
  console.log(`PostgreSQL ${path.basename(path.dirname(binDir))} started in ${Date.now() - started} ms (${tmp})`)
  return {
    url,
    createDatabase,
    stop,
  }
}
