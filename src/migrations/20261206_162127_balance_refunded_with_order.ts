import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_order_balances_status" ADD VALUE 'refunded';
  ALTER TABLE "order_balances" ADD COLUMN "square_refund_id" varchar;
  ALTER TABLE "order_balances" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "order_balances" ADD COLUMN "refunding_until" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_balances" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "order_balances" ALTER COLUMN "status" SET DEFAULT 'due'::text;
  DROP TYPE "public"."enum_order_balances_status";
  CREATE TYPE "public"."enum_order_balances_status" AS ENUM('due', 'pending', 'payment_unknown', 'paid', 'waived', 'cancelled');
  ALTER TABLE "order_balances" ALTER COLUMN "status" SET DEFAULT 'due'::"public"."enum_order_balances_status";
  ALTER TABLE "order_balances" ALTER COLUMN "status" SET DATA TYPE "public"."enum_order_balances_status" USING "status"::"public"."enum_order_balances_status";
  ALTER TABLE "order_balances" DROP COLUMN "square_refund_id";
  ALTER TABLE "order_balances" DROP COLUMN "refunded_at";
  ALTER TABLE "order_balances" DROP COLUMN "refunding_until";`)
}
