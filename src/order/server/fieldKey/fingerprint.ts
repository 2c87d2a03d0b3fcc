import type pg from 'pg'

/** A pool or one client (inside its transaction): what the key's checks and rotation query. */
export interface Queryable {
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>
}

/**
 * The fingerprint of the field-encryption key recorded in the database (its one row in
 * `field_key_fingerprint`), or null before the first start records it. `lock` holds the row until
 * the transaction ends, for rotation.
 */
export async function recordedFingerprint(
  db: Queryable,
  { lock = false } = {},
): Promise<string | null> {
  const { rows } = await db.query<{ fingerprint: string }>(
    `SELECT "fingerprint" FROM "field_key_fingerprint" WHERE "id" = 1${lock ? ' FOR UPDATE' : ''}`,
  )
  return rows[0]?.fingerprint ?? null
}

/**
 * Records `fingerprint` unless one is recorded already; resolves with the one that is. Two
 * servers recording at once cannot both win: the first row stays, and the other sees it.
 */
export async function recordFingerprint(db: Queryable, fingerprint: string): Promise<string> {
  await db.query(
    `INSERT INTO "field_key_fingerprint" ("id", "fingerprint") VALUES (1, $1)
     ON CONFLICT ("id") DO NOTHING`,
    [fingerprint],
  )
  return (await recordedFingerprint(db)) ?? fingerprint
}

/** Replaces the recorded fingerprint (rotation, inside its transaction). */
export async function replaceFingerprint(db: Queryable, fingerprint: string): Promise<void> {
  await db.query(
    `INSERT INTO "field_key_fingerprint" ("id", "fingerprint") VALUES (1, $1)
     ON CONFLICT ("id") DO UPDATE SET "fingerprint" = EXCLUDED."fingerprint", "recorded_at" = now()`,
    [fingerprint],
  )
}
