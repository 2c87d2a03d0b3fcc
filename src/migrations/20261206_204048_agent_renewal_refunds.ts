import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agent_renewals" ADD COLUMN "refund_due_cents" numeric;
  ALTER TABLE "agent_renewals" ADD COLUMN "refunding_until" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agent_renewals" DROP COLUMN "refund_due_cents";
  ALTER TABLE "agent_renewals" DROP COLUMN "refunding_until";`)
}
