import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_order_balances_status" AS ENUM('due', 'pending', 'payment_unknown', 'paid', 'waived', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'confirmStateFees' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'confirmStateFees' BEFORE 'createCollectionExport';
  CREATE TABLE "order_balances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"summary" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_order_balances_status" DEFAULT 'due' NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"state_fee_cents" numeric NOT NULL,
  	"source_url" varchar,
  	"source_checked_on" varchar,
  	"square_payment_id" varchar,
  	"receipt_url" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"decline_code" varchar,
  	"declined_attempts" numeric DEFAULT 0,
  	"reminded_at" timestamp(3) with time zone,
  	"waived_by_id" integer,
  	"waive_reason" varchar,
  	"square_idempotency_key" varchar,
  	"square_source_id" varchar,
  	"charging_until" timestamp(3) with time zone,
  	"attempted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "state_fee_confirmed_cents" numeric;
  ALTER TABLE "orders" ADD COLUMN "state_fee_confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "state_fee_source_url" varchar;
  ALTER TABLE "orders" ADD COLUMN "fee_settling_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_balances_id" integer;
  ALTER TABLE "order_balances" ADD CONSTRAINT "order_balances_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_balances" ADD CONSTRAINT "order_balances_waived_by_id_users_id_fk" FOREIGN KEY ("waived_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "order_balances_order_idx" ON "order_balances" USING btree ("order_id");
  CREATE UNIQUE INDEX "order_balances_key_idx" ON "order_balances" USING btree ("key");
  CREATE INDEX "order_balances_status_idx" ON "order_balances" USING btree ("status");
  CREATE INDEX "order_balances_waived_by_idx" ON "order_balances" USING btree ("waived_by_id");
  CREATE INDEX "order_balances_updated_at_idx" ON "order_balances" USING btree ("updated_at");
  CREATE INDEX "order_balances_created_at_idx" ON "order_balances" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_balances_fk" FOREIGN KEY ("order_balances_id") REFERENCES "public"."order_balances"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_order_balances_id_idx" ON "payload_locked_documents_rels" USING btree ("order_balances_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_balances" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "order_balances" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_balances_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sendOrderLinks', 'sendDueReminders', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sendOrderLinks', 'sendDueReminders', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_order_balances_id_idx";
  ALTER TABLE "orders" DROP COLUMN "state_fee_confirmed_cents";
  ALTER TABLE "orders" DROP COLUMN "state_fee_confirmed_at";
  ALTER TABLE "orders" DROP COLUMN "state_fee_source_url";
  ALTER TABLE "orders" DROP COLUMN "fee_settling_until";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_balances_id";
  DROP TYPE "public"."enum_order_balances_status";`)
}
