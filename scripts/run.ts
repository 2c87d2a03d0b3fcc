/**
 * Launcher: gives a command a database, then runs it.
 *
 *   tsx scripts/run.ts next dev        development server
 *   tsx scripts/run.ts next start      production server (after `npm run build`)
 *   tsx scripts/run.ts seed            replace the demo content
 *   tsx scripts/run.ts payload <cmd>   Payload CLI (migrate:create, …)
 *   tsx scripts/run.ts backup [file]   one archive of the database and data folders
 *   tsx scripts/run.ts restore <file>  that archive into an empty database and folders
 *   tsx scripts/run.ts rotate-key      move the SSNs to NEW_FIELD_ENCRYPTION_KEY (scripts/rotate-key.ts)
 *
 * With DATABASE_URL set, that PostgreSQL is used. Without it, an embedded PostgreSQL runs from
 * .data/postgres on a free local port for as long as the command runs. Before servers start,
 * committed migrations are applied and an empty database is seeded (SEED_DEMO_CONTENT=never:
 * not; docs/operations.md).
 *
 * Without SQUARE_ACCESS_TOKEN, card payments go to the local Square stand-in
 * (scripts/square-standin/index.ts), started for as long as the command runs on SQUARE_STANDIN_PORT
 * (default 4010; a free port when that one is busy), and the card form loads the stand-in's stub
 * of Square's browser script. The port is stable because the script's address ends up in cached
 * pages.
 *
 * Ctrl-C or SIGTERM stops the command first (it gets 10 s, then it is killed; a second Ctrl-C
 * kills it at once), then the stand-in and the database, which the app uses until it is gone.
 */
import { type Database, DatabaseSetupError, startEmbeddedDatabase } from './lib/database'
import { prepareDatabaseInChild } from './lib/prepare'
import { runForeground } from './lib/processes'
import { ensureFieldEncryptionKey, ensurePayloadSecret } from './lib/secret'
import { signalExitCode, StopSignals } from './lib/stopSignals'
import { moveLegacyMedia } from './lib/legacyMedia'
import { type SquareStandin, standinEnv, startSquareStandin } from './square-standin'

const DATA_ROOT = process.env.DATA_DIR || '.data'
// Commands that need no Square stand-in.
const DATABASE_COMMANDS = new Set(['seed', 'payload', 'backup', 'restore', 'rotate-key'])
// Commands that find the database as it is, without migrating or seeding it.
const AS_IT_IS = new Set(['payload', 'backup', 'restore', 'rotate-key'])
// Commands that are scripts of this folder.
const SCRIPT_COMMANDS = new Set(['backup', 'restore', 'rotate-key'])

// From the start, Ctrl-C and SIGTERM stop the command first and what it uses after it: the
// database stays up while the app shuts down.
const stops = new StopSignals()

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2)
  if (!command) {
    console.error('usage: tsx scripts/run.ts <next dev|next start|seed|payload …|any command>')
    return 2
  }

  const useStandin = !process.env.SQUARE_ACCESS_TOKEN && !DATABASE_COMMANDS.has(command)
  const standinPort = useStandin ? standinPortSetting() : 0

  ensurePayloadSecret(DATA_ROOT)
  ensureFieldEncryptionKey(DATA_ROOT)
  moveLegacyMedia()
  // Until the command runs there is nothing to wait for: a second Ctrl-C leaves at once, and
  // the exit stops the database.
  const leaveOnSecondPress = stops.listen((signal, press) => {
    if (press > 1) process.exit(signalExitCode(signal))
  })

  let database: Database | undefined
  let standin: SquareStandin | undefined
  try {
    if (!process.env.DATABASE_URL) {
      database = await startEmbeddedDatabase({ dataDir: `${DATA_ROOT}/postgres` })
      process.env.DATABASE_URL = database.url
      console.log(`Embedded PostgreSQL running from ${DATA_ROOT}/postgres`)
    }
    if (useStandin) {
      standin = await startStandin(standinPort)
      Object.assign(process.env, standinEnv(standin, { browserScript: true }))
      console.log(
        `Card payments go to the local Square stand-in on ${standin.url} (no SQUARE_ACCESS_TOKEN set)`,
      )
    }

    if (command === 'seed') {
      await prepareDatabaseInChild({ reset: true })
      return 0
    }
    // The Payload CLI manages migrations itself; backup and restore take the database as it is;
    // key rotation too, since the start-up check would refuse the very mismatch it may repair.
    if (!AS_IT_IS.has(command)) await prepareDatabaseInChild()
    if (stops.signal) return signalExitCode(stops.signal)
    leaveOnSecondPress()
    if (SCRIPT_COMMANDS.has(command)) {
      const script = new URL(`./${command}.ts`, import.meta.url).pathname
      return await runForeground(process.execPath, [...process.execArgv, script, ...args], stops)
    }
    return await runForeground(command, args, stops)
  } finally {
    await standin?.stop()
    if (database) {
      await database.stop()
      console.log('Embedded PostgreSQL stopped')
    }
  }
}

/** SQUARE_STANDIN_PORT, default 4010. */
function standinPortSetting(): number {
  const setting = process.env.SQUARE_STANDIN_PORT || '4010'
  const port = Number(setting)
  if (!/^\d+$/.test(setting) || port < 1 || port > 65535) {
    throw new Error(`SQUARE_STANDIN_PORT must be a port number (1-65535), not "${setting}"`)
  }
  return port
}

/**
 * The stand-in on its stable port, or on a free port when that one is taken: the card form's
 * script address (NEXT_PUBLIC_SQUARE_SCRIPT_URL) is rendered into cached pages, so it should not
 * change from one run to the next.
 */
async function startStandin(port: number): Promise<SquareStandin> {
  try {
    return await startSquareStandin({ port })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    const standin = await startSquareStandin()
    console.warn(
      `Warning: port ${port} is busy, so the Square stand-in runs on ${standin.port}; cached pages may still load the card form from ${port} (free it or set SQUARE_STANDIN_PORT).`,
    )
    return standin
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    // A step cut short by Ctrl-C (its process got the signal too) needs no explanation.
    if (stops.signal) process.exit(signalExitCode(stops.signal))
    console.error(error instanceof DatabaseSetupError ? error.message : error)
    process.exit(1)
  },
)
