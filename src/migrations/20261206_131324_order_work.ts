import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_order_work_item" AS ENUM('ein', 'irsForm', 'businessBankAccount', 'businessTaxConsultation', 'businessLicense');
  CREATE TYPE "public"."enum_order_work_status" AS ENUM('assigned', 'done');
  CREATE TABLE "order_work" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"item" "enum_order_work_item" NOT NULL,
  	"status" "enum_order_work_status" NOT NULL,
  	"assigned_to_id" integer,
  	"done_at" timestamp(3) with time zone,
  	"done_by_id" integer,
  	"document_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_work_id" integer;
  ALTER TABLE "order_work" ADD CONSTRAINT "order_work_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_work" ADD CONSTRAINT "order_work_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_work" ADD CONSTRAINT "order_work_done_by_id_users_id_fk" FOREIGN KEY ("done_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_work" ADD CONSTRAINT "order_work_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "order_work_order_idx" ON "order_work" USING btree ("order_id");
  CREATE INDEX "order_work_assigned_to_idx" ON "order_work" USING btree ("assigned_to_id");
  CREATE INDEX "order_work_done_by_idx" ON "order_work" USING btree ("done_by_id");
  CREATE INDEX "order_work_document_idx" ON "order_work" USING btree ("document_id");
  CREATE INDEX "order_work_updated_at_idx" ON "order_work" USING btree ("updated_at");
  CREATE INDEX "order_work_created_at_idx" ON "order_work" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_item_idx" ON "order_work" USING btree ("order_id","item");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_work_fk" FOREIGN KEY ("order_work_id") REFERENCES "public"."order_work"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_order_work_id_idx" ON "payload_locked_documents_rels" USING btree ("order_work_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_work" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "order_work" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_work_fk";
  
  DROP INDEX "payload_locked_documents_rels_order_work_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_work_id";
  DROP TYPE "public"."enum_order_work_item";
  DROP TYPE "public"."enum_order_work_status";`)
}
