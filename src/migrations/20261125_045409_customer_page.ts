import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_order_reminders_obligation" AS ENUM('report', 'tax');
  CREATE TYPE "public"."enum_order_reminders_status" AS ENUM('scheduled', 'sent', 'skipped', 'cancelled');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendOrderLinks' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendDueReminders' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendOrderLinks' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendDueReminders' BEFORE 'createCollectionExport';
  CREATE TABLE "order_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"obligation" "enum_order_reminders_obligation" NOT NULL,
  	"title" varchar NOT NULL,
  	"due_on" varchar NOT NULL,
  	"days_before" numeric NOT NULL,
  	"send_on" varchar NOT NULL,
  	"status" "enum_order_reminders_status" DEFAULT 'scheduled' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "orders" ADD COLUMN "link_issued_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "link_revoked_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "link_nonce" varchar;
  ALTER TABLE "orders" ADD COLUMN "link_hash" varchar;
  ALTER TABLE "orders" ADD COLUMN "reminders" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "reminders_changed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_reminders_id" integer;
  ALTER TABLE "order_reminders" ADD CONSTRAINT "order_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "order_reminders_order_idx" ON "order_reminders" USING btree ("order_id");
  CREATE INDEX "order_reminders_send_on_idx" ON "order_reminders" USING btree ("send_on");
  CREATE INDEX "order_reminders_status_idx" ON "order_reminders" USING btree ("status");
  CREATE INDEX "order_reminders_updated_at_idx" ON "order_reminders" USING btree ("updated_at");
  CREATE INDEX "order_reminders_created_at_idx" ON "order_reminders" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_obligation_dueOn_daysBefore_idx" ON "order_reminders" USING btree ("order_id","obligation","due_on","days_before");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_reminders_fk" FOREIGN KEY ("order_reminders_id") REFERENCES "public"."order_reminders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_link_hash_idx" ON "orders" USING btree ("link_hash");
  CREATE INDEX "payload_locked_documents_rels_order_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("order_reminders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_reminders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "order_reminders" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_reminders_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "orders_link_hash_idx";
  DROP INDEX "payload_locked_documents_rels_order_reminders_id_idx";
  ALTER TABLE "orders" DROP COLUMN "link_issued_at";
  ALTER TABLE "orders" DROP COLUMN "link_revoked_at";
  ALTER TABLE "orders" DROP COLUMN "link_nonce";
  ALTER TABLE "orders" DROP COLUMN "link_hash";
  ALTER TABLE "orders" DROP COLUMN "reminders";
  ALTER TABLE "orders" DROP COLUMN "reminders_changed_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_reminders_id";
  DROP TYPE "public"."enum_order_reminders_obligation";
  DROP TYPE "public"."enum_order_reminders_status";`)
}
