/** Storage that refuses writes, a wrong field-encryption key at start-up, a backup restored. */
import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { backup } from '../scripts/backup'
import { demoCheckout } from '../scripts/lib/demoCheckout'
import { restore } from '../scripts/restore'
import { dataFolders } from '../src/utilities/dataFolders'
import { jobApplication, RESUME_NAME } from '../tests/fixtures/jobApplication'
import { type Drill, type DrillResult, now, withDb } from './context'
import { postJson } from './visitors'

/** A job application with a résumé, as the careers page sends it. */
async function apply(baseUrl: string, formId: number) {
  const body = await jobApplication(formId)
  const response = await fetch(`${baseUrl}/api/form-submissions`, { method: 'POST', body })
  return { status: response.status, text: await response.text() }
}

/**
 * Makes the app's data folders refuse writes; resolves with what undoes it. Root writes through
 * any permission, so for root the data folder becomes a plain file instead (ENOTDIR).
 */
async function makeUnwritable(env: NodeJS.ProcessEnv): Promise<() => Promise<void>> {
  if (process.getuid?.() === 0) {
    const dataDir = env.DATA_DIR!
    await rename(dataDir, `${dataDir}.aside`)
    await writeFile(dataDir, '')
    return async () => {
      await rm(dataDir)
      await rename(`${dataDir}.aside`, dataDir)
    }
  }
  const folders = Object.values(dataFolders(env))
  for (const folder of folders) {
    await mkdir(folder, { recursive: true })
    await chmod(folder, 0o555)
  }
  return async () => {
    for (const folder of folders) await chmod(folder, 0o755)
  }
}

export const storageRefusesWrites: Drill = {
  name: 'storage-refuses-writes',
  fault: 'the data folder made unwritable, then a job application with a résumé',
  async run({ app, db, env }) {
    const formId = await withDb(db.url, async (client) => {
      const forms = await client.query<{ id: number }>(
        "SELECT id FROM forms WHERE title = 'Job application'",
      )
      return forms.rows[0]!.id
    })
    const count = () =>
      withDb(db.url, async (client) => {
        const { rows } = await client.query<{ n: string }>(
          'SELECT count(*) AS n FROM form_submissions',
        )
        return Number(rows[0]!.n)
      })
    const before = await count()
    const mark = app.mark()
    const writable = await makeUnwritable(env)
    let refused
    try {
      refused = await apply(app.url, formId)
    } finally {
      await writable()
    }
    const faultEndedAt = now()
    const stored = await count()
    const alerts = app.linesSince(mark).filter((line) => line.includes('ALERT'))
    const again = await apply(app.url, formId)
    const problems: string[] = []
    if (refused.status !== 503) problems.push(`answered ${refused.status}, not 503`)
    if (refused.text.includes(RESUME_NAME) || /resume|invalid/i.test(refused.text))
      problems.push("the answer blamed the visitor's file")
    if (!alerts.length) problems.push('no ALERT line was logged')
    if (stored !== before) problems.push('lost: half a submission was kept')
    if (again.status !== 201)
      problems.push(`after the fault the same form answered ${again.status}`)
    return {
      recoveryMs: now() - faultEndedAt,
      problems,
      notes: [`answered ${refused.status}; ${alerts.length} ALERT line(s): ${alerts[0] ?? '—'}`],
    }
  },
}

/** Every order's id, status, total and SSN ciphertext, and the recorded key: one digest. */
const dataDigest = (url: string) =>
  withDb(url, async (client) => {
    const { rows } = await client.query<{ digest: string; orders: string }>(
      `SELECT md5(string_agg(id || ':' || status || ':' || total || ':' || coalesce(ssn, ''), ',' ORDER BY id))
                || (SELECT fingerprint FROM field_key_fingerprint) AS digest,
              count(*) AS orders
         FROM orders`,
    )
    return rows[0]!
  })

export const wrongKeyAtStart: Drill = {
  name: 'wrong-key-at-start',
  fault: 'the app restarted with another FIELD_ENCRYPTION_KEY',
  async run({ app, db }) {
    // An order with an SSN, so that there is something a wrong key could spoil.
    const { pay, client } = demoCheckout()
    await postJson(`${app.url}/api/v1/pay`, pay)
    const recorded = await postJson(`${app.url}/api/v1/client`, {
      ...client,
      hasSSN: true,
      ssn: '078-05-1120',
      ssnFirstName: 'Grace',
      ssnLastName: 'Hopper',
    })
    const problems: string[] = []
    if (recorded.status !== 200) problems.push(`the client record answered ${recorded.status}`)
    const before = await dataDigest(db.url)
    await app.stop()
    const refused = await app.startExpectingExit({ FIELD_ENCRYPTION_KEY: 'ab'.repeat(32) }, 90_000)
    const named = refused.lines.find((line) => line.includes('FIELD_ENCRYPTION_KEY'))
    if (refused.code === 0 || refused.code === null)
      problems.push(`the app did not refuse to start (exit ${refused.code})`)
    if (!named) problems.push('no line named FIELD_ENCRYPTION_KEY')
    const after = await dataDigest(db.url)
    if (after.digest !== before.digest) problems.push('lost: orders or the key record changed')
    const restartedAt = now()
    await app.start()
    return {
      recoveryMs: now() - restartedAt,
      problems,
      notes: [
        `refused in ${(refused.ms / 1000).toFixed(1)} s, exit ${refused.code}: "${named ?? ''}"`,
        `${before.orders} orders unchanged`,
      ],
    }
  },
}

/** Rows per table of the public schema. */
const tableCounts = (url: string) =>
  withDb(url, async (client) => {
    const { rows } = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
    const counts: Record<string, number> = {}
    for (const { tablename } of rows)
      counts[tablename] = Number(
        (await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${tablename}"`)).rows[0]!.n,
      )
    return counts
  })

export const backupAndRestore: Drill = {
  name: 'backup-and-restore',
  fault: 'npm run backup while serving, then a restore into a new database and folders',
  async run({ db, env, root }): Promise<DrillResult> {
    const archive = path.join(root, 'backup.tar.gz')
    const restoredData = path.join(root, 'restored')
    await rm(restoredData, { recursive: true, force: true })
    await mkdir(restoredData, { recursive: true })
    const began = now()
    await backup({ databaseUrl: db.url, archive, env })
    const restoredUrl = await db.extra('drill_restored')
    await restore({ archive, databaseUrl: restoredUrl, env: { ...env, DATA_DIR: restoredData } })
    const took = now() - began
    const [original, restored] = [await tableCounts(db.url), await tableCounts(restoredUrl)]
    const [originalData, restoredDigest] = [await dataDigest(db.url), await dataDigest(restoredUrl)]
    const problems: string[] = []
    // The job queue runs and removes finished jobs between the backup and this count.
    delete original.payload_jobs
    for (const [table, rows] of Object.entries(original))
      if (restored[table] !== rows)
        problems.push(`lost: ${table} has ${rows} rows, its restore ${restored[table] ?? 'none'}`)
    if (originalData.digest !== restoredDigest.digest)
      problems.push('lost: the restored orders differ')
    return {
      recoveryMs: took,
      problems,
      notes: [
        `${Object.keys(original).length} tables, ${originalData.orders} orders identical after the restore`,
      ],
    }
  },
}
