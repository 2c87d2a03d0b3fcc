import { CLIENT_RECORD_FIELDS, type OrderFields } from '../orderRecord'
import type { Queryable } from './fingerprint'

/**
 * Where the field key is used in the database: the orders' SSN (sealed with it) and their
 * client-record digest (keyed with it, over the record the SSN is part of).
 */

/** Every sealed SSN the database holds. */
export async function sealedValues(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ ssn: string }>(
    `SELECT "ssn" FROM "orders" WHERE "ssn" LIKE 'enc:%'`,
  )
  return rows.map((row) => row.ssn)
}

/** An order that holds something made with the field key, and its client record as stored. */
export type KeyedOrder = {
  id: number
  clientRecordDigest: string | null
  /** The record's fields as the database has them: `ssn` sealed. */
  record: OrderFields
}

/** Payload's column for a field: `hasSSN` is `has_s_s_n`. */
const column = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** Every order with a sealed SSN or a client-record digest, locked until the transaction ends. */
export async function keyedOrders(db: Queryable): Promise<KeyedOrder[]> {
  const fields = CLIENT_RECORD_FIELDS.map((field) => `"${column(field)}" AS "${field}"`)
  const { rows } = await db.query<OrderFields & { id: number; clientRecordDigest: string | null }>(
    `SELECT "id", "client_record_digest" AS "clientRecordDigest", ${fields.join(', ')}
     FROM "orders" WHERE "ssn" LIKE 'enc:%' OR "client_record_digest" IS NOT NULL
     ORDER BY "id" FOR UPDATE`,
  )
  return rows.map(({ id, clientRecordDigest, ...record }) => ({ id, clientRecordDigest, record }))
}

/** Writes an order's SSN and digest as rotation made them (not an edit: `updated_at` stays). */
export async function rewriteKeyed(
  db: Queryable,
  id: number,
  ssn: string | null | undefined,
  clientRecordDigest: string | null,
): Promise<void> {
  await db.query(`UPDATE "orders" SET "ssn" = $2, "client_record_digest" = $3 WHERE "id" = $1`, [
    id,
    ssn ?? null,
    clientRecordDigest,
  ])
}
