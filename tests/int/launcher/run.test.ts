import { type ChildProcess, spawn } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const isRoot = process.getuid?.() === 0

/**
 * An app that, asked to stop, still uses the database for a second, then exits. Like Next, it
 * takes a repeated SIGINT (the terminal's, then the launcher's) as the same request.
 */
const APP = `
const client = new (require('pg').Client)({ connectionString: process.env.DATABASE_URL })
client.connect().then(() => console.log('app: ready'))
let stopping = false
process.on('SIGINT', () => {
  if (stopping) return
  stopping = true
  console.log('app: stopping')
  setTimeout(async () => {
    const { rows } = await client.query('SELECT 1 AS one')
    console.log('app: last query answered ' + rows[0].one)
    await client.end()
    console.log('app: stopped')
    process.exit(0)
  }, 1000)
})
setInterval(() => {}, 1000)
`

type Launch = { child: ChildProcess; output: () => string; exit: Promise<number | null> }

/** `tsx scripts/run.ts …` in a process group of its own, as a terminal runs it. */
function launch(args: string[], env: Record<string, string>): Launch {
  const { DATABASE_URL: _external, SQUARE_ACCESS_TOKEN: _square, ...inherited } = process.env
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/run.ts', ...args], {
    env: { ...inherited, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()))
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)))
  return { child, output: () => text, exit }
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

describe('the launcher, stopped with Ctrl-C', () => {
  let dataRoot: string
  beforeAll(() => {
    dataRoot = mkdtempSync(path.join(tmpdir(), 'launcher-'))
    chmodSync(dataRoot, 0o755) // as root, where the postgres user can work without relocating
  })
  afterAll(() => rmSync(dataRoot, { recursive: true, force: true }))

  it('stops the app first, then the database, with no error on the way', async () => {
    // Run as "payload", which the launcher starts without migrating and seeding first (the
    // Payload CLI does its own): that keeps this test to seconds, and stopping is the same for
    // every command.
    const bin = path.join(dataRoot, 'bin')
    mkdirSync(bin)
    writeFileSync(path.join(bin, 'app.cjs'), APP)
    writeFileSync(
      path.join(bin, 'payload'),
      `#!/bin/sh\nexec node -e "$(cat '${bin}/app.cjs')"\n`,
      { mode: 0o755 },
    )
    const run = launch(['payload'], {
      DATA_DIR: dataRoot,
      PATH: `${bin}${path.delimiter}${process.env.PATH}`,
    })
    try {
      await until(() => run.output().includes('app: ready'), 60_000)
    } catch (error) {
      process.kill(-run.child.pid!, 'SIGKILL')
      throw new Error(`the app did not start:\n${run.output()}`, { cause: error })
    }

    process.kill(-run.child.pid!, 'SIGINT') // what Ctrl-C does: the whole foreground group
    expect(await run.exit).toBe(0)
    const output = run.output()
    expect(output).toContain('app: last query answered 1')
    expect(output.indexOf('app: stopped')).toBeLessThan(
      output.indexOf('Embedded PostgreSQL stopped'),
    )
    expect(output).not.toMatch(/uncaught|unhandled|ECONNREFUSED|terminating connection|killing it/i)
    expect(existsSync(path.join(dataRoot, 'postgres', 'postmaster.pid'))).toBe(false)
  }, 90_000)
})

describe.skipIf(!isRoot)(
  'the launcher, when the postgres user cannot reach the database (as root only)',
  () => {
    let closed: string
    beforeAll(() => {
      closed = mkdtempSync(path.join(tmpdir(), 'closed-')) // mode 700, like /root
      mkdirSync(path.join(closed, 'data'))
      mkdirSync(path.join(closed, 'elsewhere'))
      symlinkSync(path.join(closed, 'elsewhere'), path.join(closed, 'data', 'postgres'))
    })
    afterAll(() => rmSync(closed, { recursive: true, force: true }))

    it('says why and what to do in one line, and exits with 1', async () => {
      const run = launch(['true'], { DATA_DIR: path.join(closed, 'data') })
      expect(await run.exit).toBe(1)
      const lines = run.output().trim().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(
        /^The postgres user cannot enter .+: link it to a folder that user can enter, or set DATABASE_URL\.$/,
      )
    }, 60_000)
  },
)
