import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agent_services" ADD COLUMN "saved_card" varchar;
  ALTER TABLE "agent_services" ADD COLUMN "auto_renew_consent_at" timestamp(3) with time zone;
  ALTER TABLE "agent_services" ADD COLUMN "auto_renew_consent" varchar;
  ALTER TABLE "agent_services" ADD COLUMN "saved_card_id" varchar;
  ALTER TABLE "agent_services" ADD COLUMN "square_customer_id" varchar;
  ALTER TABLE "agent_renewals" ADD COLUMN "square_customer_id" varchar;
  ALTER TABLE "order_balances" ADD COLUMN "square_customer_id" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agent_services" DROP COLUMN "saved_card";
  ALTER TABLE "agent_services" DROP COLUMN "auto_renew_consent_at";
  ALTER TABLE "agent_services" DROP COLUMN "auto_renew_consent";
  ALTER TABLE "agent_services" DROP COLUMN "saved_card_id";
  ALTER TABLE "agent_services" DROP COLUMN "square_customer_id";
  ALTER TABLE "agent_renewals" DROP COLUMN "square_customer_id";
  ALTER TABLE "order_balances" DROP COLUMN "square_customer_id";`)
}
