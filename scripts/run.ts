/**
 * Launcher: gives a command a database, then runs it.
 *
 *   tsx scripts/run.ts next dev        development server
 *   tsx scripts/run.ts next start      production server (after `npm run build`)
 *   tsx scripts/run.ts seed            replace the demo content
 *   tsx scripts/run.ts payload <cmd>   Payload CLI (migrate:create, …)
 *
 * With DATABASE_URL set, that PostgreSQL is used. Without it, an embedded PostgreSQL runs from
 * .data/postgres on a free local port for as long as the command runs. Before servers start,
 * committed migrations are applied and an empty database is seeded.
 *
 * Without SQUARE_ACCESS_TOKEN, card payments go to the local Square stand-in
 * (scripts/square-standin.ts), started on a free port for as long as the command runs.
 */
import { spawn } from 'node:child_process'

import { type Database, DatabaseInUseError, startEmbeddedDatabase } from './lib/database'
import { prepareDatabase } from './lib/prepare'
import { ensurePayloadSecret } from './lib/secret'
import { type SquareStandin, standinEnv, startSquareStandin } from './square-standin'

const DATA_ROOT = process.env.DATA_DIR || '.data'

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2)
  if (!command) {
    console.error('usage: tsx scripts/run.ts <next dev|next start|seed|payload …|any command>')
    return 2
  }

  ensurePayloadSecret(DATA_ROOT)
  let database: Database | undefined
  if (!process.env.DATABASE_URL) {
    database = await startEmbeddedDatabase({ dataDir: `${DATA_ROOT}/postgres` })
    process.env.DATABASE_URL = database.url
    console.log(`Embedded PostgreSQL running from ${DATA_ROOT}/postgres`)
  }

  let standin: SquareStandin | undefined
  if (!process.env.SQUARE_ACCESS_TOKEN && command !== 'seed' && command !== 'payload') {
    standin = await startSquareStandin()
    Object.assign(process.env, standinEnv(standin))
    console.log(`Card payments go to the local Square stand-in on ${standin.url} (no SQUARE_ACCESS_TOKEN set)`)
  }

  const stop = async () => {
    await standin?.stop()
    await database?.stop()
  }

  try {
    if (command === 'seed') {
      await prepareDatabase({ reset: true })
      return 0
    }
    // The Payload CLI manages migrations itself.
    if (command !== 'payload') await prepareDatabase()
    return await runChild(command, args)
  } finally {
    await stop()
  }
}

/** Runs the command with the prepared environment, passing Ctrl-C and SIGTERM on to it. */
function runChild(command: string, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env })
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal)
    const onInt = forward('SIGINT')
    const onTerm = forward('SIGTERM')
    process.on('SIGINT', onInt)
    process.on('SIGTERM', onTerm)
    child.on('error', (error) => {
      console.error(`Could not run "${command}": ${error.message}`)
      resolve(127)
    })
    child.on('exit', (code, signal) => {
      process.off('SIGINT', onInt)
      process.off('SIGTERM', onTerm)
      resolve(code ?? (signal ? 128 + 2 : 1))
    })
  })
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof DatabaseInUseError ? error.message : error)
    process.exit(1)
  },
)
