import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "filing_details" ADD COLUMN "confirmed" jsonb;
  ALTER TABLE "_filing_details_v" ADD COLUMN "version_confirmed" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "filing_details" DROP COLUMN "confirmed";
  ALTER TABLE "_filing_details_v" DROP COLUMN "version_confirmed";`)
}
