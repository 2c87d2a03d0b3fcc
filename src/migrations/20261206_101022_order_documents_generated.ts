import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_order_documents_origin" AS ENUM('generated', 'staff');
  CREATE TYPE "public"."enum_order_documents_kind" AS ENUM('operatingAgreement', 'bankingResolution', 'bylaws', 'incorporatorAction', 'directorsResolutions', 'stockLedger', 'shareCertificates', 'nonprofitBylaws', 'conflictOfInterestPolicy', 'boardResolutions', 'einWorksheet', 'sCorpWorksheet', 'mutualNda', 'contractorAgreement', 'servicesAgreement');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'makeOrderDocuments' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'makeOrderDocuments' BEFORE 'createCollectionExport';
  ALTER TABLE "order_documents" ADD COLUMN "origin" "enum_order_documents_origin" DEFAULT 'staff' NOT NULL;
  ALTER TABLE "order_documents" ADD COLUMN "kind" "enum_order_documents_kind";
  ALTER TABLE "order_documents" ADD COLUMN "version" numeric;
  ALTER TABLE "order_documents" ADD COLUMN "current" boolean DEFAULT true;
  ALTER TABLE "order_documents" ADD COLUMN "sha256" varchar;
  ALTER TABLE "order_documents" ADD COLUMN "made_from" timestamp(3) with time zone;
  CREATE INDEX "order_documents_kind_idx" ON "order_documents" USING btree ("kind");
  CREATE INDEX "order_documents_current_idx" ON "order_documents" USING btree ("current");
  CREATE UNIQUE INDEX "order_kind_version_idx" ON "order_documents" USING btree ("order_id","kind","version");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sendOrderLinks', 'sendDueReminders', 'confirmStateFees', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sendOrderLinks', 'sendDueReminders', 'confirmStateFees', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "order_documents_kind_idx";
  DROP INDEX "order_documents_current_idx";
  DROP INDEX "order_kind_version_idx";
  ALTER TABLE "order_documents" DROP COLUMN "origin";
  ALTER TABLE "order_documents" DROP COLUMN "kind";
  ALTER TABLE "order_documents" DROP COLUMN "version";
  ALTER TABLE "order_documents" DROP COLUMN "current";
  ALTER TABLE "order_documents" DROP COLUMN "sha256";
  ALTER TABLE "order_documents" DROP COLUMN "made_from";
  DROP TYPE "public"."enum_order_documents_origin";
  DROP TYPE "public"."enum_order_documents_kind";`)
}
