import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { encryptField, isEncrypted } from '../utilities/fieldEncryption'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_status" ADD VALUE 'payment_unknown';
  ALTER TABLE "orders" ADD COLUMN "declined_attempts" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "square_source_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "client_record_digest" varchar;`)

  // SSNs stored before encryption at rest existed are sealed now (needs FIELD_ENCRYPTION_KEY).
  const { rows } = await db.execute(sql`SELECT "id", "ssn" FROM "orders" WHERE "ssn" IS NOT NULL AND "ssn" <> ''`)
  for (const row of rows as { id: number; ssn: string }[]) {
    if (isEncrypted(row.ssn)) continue
    await db.execute(sql`UPDATE "orders" SET "ssn" = ${encryptField(row.ssn)} WHERE "id" = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  UPDATE "orders" SET "status" = 'payment_failed' WHERE "status" = 'payment_unknown';
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'payment_failed');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "orders" DROP COLUMN "declined_attempts";
  ALTER TABLE "orders" DROP COLUMN "square_source_id";
  ALTER TABLE "orders" DROP COLUMN "client_record_digest";`)
}
