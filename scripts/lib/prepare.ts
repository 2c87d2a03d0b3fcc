/**
 * Brings the database in DATABASE_URL up to date for the app, in a child process running
 * scripts/prepare.ts (src/database/prepare.ts): applies committed migrations, checks the key, then
 * seeds demo content when it has none (unless SEED_DEMO_CONTENT=never), or always with `--reset`.
 *
 * Runs as its own process and exits when done: Payload keeps pooled connections open after
 * `destroy()`, and ending the process is the reliable way to release them.
 */
import { spawn } from 'node:child_process'

import { DatabaseSetupError } from './postgres/errors'

export function prepareDatabaseInChild({ reset = false, env = process.env } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        new URL('../prepare.ts', import.meta.url).pathname,
        ...(reset ? ['--reset'] : []),
      ],
      {
        stdio: 'inherit',
        env,
      },
    )
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) return resolve()
      // The process has said why above: the launcher adds this line alone, without a stack.
      reject(new DatabaseSetupError(`Preparing the database failed (exit code ${code}).`))
    })
  })
}
