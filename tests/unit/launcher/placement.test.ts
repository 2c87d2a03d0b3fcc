import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postgresAccount } from '../../../scripts/lib/postgres/account'
import { DatabaseSetupError } from '../../../scripts/lib/postgres/errors'
import { packagedInstallation } from '../../../scripts/lib/postgres/installation'
import { placeForAccount } from '../../../scripts/lib/postgres/placement'

const isRoot = process.getuid?.() === 0

/** The error `promise` rejects with: these must be one line a person can act on. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason as Error,
  )
  if (!error) throw new Error('expected a failure')
  return error
}

describe.skipIf(!isRoot)(
  'placing the cluster for the postgres user (as root only: otherwise PostgreSQL runs as the user itself)',
  () => {
    let closed: string
    beforeAll(() => {
      closed = mkdtempSync(path.join(tmpdir(), 'closed-')) // mode 700, like /root
    })
    afterAll(() => rmSync(closed, { recursive: true, force: true }))

    const request = async (dir: string, home: string) => ({
      dir,
      home,
      installation: await packagedInstallation(),
      account: postgresAccount()!,
      inUse: () => false,
    })

    it('says in one line what to do when a link leads into a folder the postgres user cannot enter', async () => {
      const dir = path.join(closed, 'linked', '.data', 'postgres')
      mkdirSync(path.join(closed, 'elsewhere'))
      mkdirSync(path.dirname(dir), { recursive: true })
      symlinkSync(path.join(closed, 'elsewhere'), dir)

      const error = await failure(placeForAccount(await request(dir, path.join(closed, 'unused'))))
      expect(error).toBeInstanceOf(DatabaseSetupError)
      expect(error.message).not.toContain('\n')
      expect(error.message).toContain(`The postgres user cannot enter ${closed}`)
      expect(error.message).toContain('DATABASE_URL')
    })

    it('says in one line what to do when no place can be made for the cluster', async () => {
      const dir = path.join(closed, 'site', '.data', 'postgres')
      mkdirSync(path.dirname(dir), { recursive: true })

      const error = await failure(
        placeForAccount(await request(dir, '/dev/null/embedded-postgres')),
      )
      expect(error).toBeInstanceOf(DatabaseSetupError)
      expect(error.message).not.toContain('\n')
      expect(error.message).toMatch(
        /placing the embedded database in \/dev\/null\/embedded-postgres\/\w+\/data failed \(ENOTDIR/,
      )
      expect(error.message).toContain(
        'move the checkout to a folder other users can enter, or set DATABASE_URL',
      )
    })
  },
)
