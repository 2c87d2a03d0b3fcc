import type { Queryable } from './fingerprint'

/** Every sealed SSN the database holds (the only field encrypted at rest today). */
export async function sealedValues(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ ssn: string }>(
    `SELECT "ssn" FROM "orders" WHERE "ssn" LIKE 'enc:%'`,
  )
  return rows.map((row) => row.ssn)
}
