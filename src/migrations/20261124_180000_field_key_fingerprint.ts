import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The fingerprint of the field-encryption key the database's SSNs are sealed with (one row, never
 * the key), so a server started with another key refuses instead of reading nulls and writing
 * them back (src/order/server/fieldKey). Recorded by the first start after this migration. Not a
 * Payload collection: nothing in the admin reads it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "field_key_fingerprint" (
  	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
  	"fingerprint" varchar NOT NULL,
  	"recorded_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "field_key_fingerprint";`)
}
