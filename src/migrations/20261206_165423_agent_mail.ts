import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agent_mail_kind" AS ENUM('service_of_process', 'state_notice', 'tax_notice', 'other');
  ALTER TYPE "public"."enum_order_documents_origin" ADD VALUE 'received';
  CREATE TABLE "agent_mail" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"summary" varchar,
  	"kind" "enum_agent_mail_kind" NOT NULL,
  	"received_on" timestamp(3) with time zone NOT NULL,
  	"sender" varchar NOT NULL,
  	"scan_id" integer,
  	"emailed_at" timestamp(3) with time zone,
  	"forwarded_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agent_mail_id" integer;
  ALTER TABLE "agent_mail" ADD CONSTRAINT "agent_mail_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_mail" ADD CONSTRAINT "agent_mail_scan_id_order_documents_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."order_documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "agent_mail_order_idx" ON "agent_mail" USING btree ("order_id");
  CREATE INDEX "agent_mail_received_on_idx" ON "agent_mail" USING btree ("received_on");
  CREATE INDEX "agent_mail_scan_idx" ON "agent_mail" USING btree ("scan_id");
  CREATE INDEX "agent_mail_forwarded_at_idx" ON "agent_mail" USING btree ("forwarded_at");
  CREATE INDEX "agent_mail_updated_at_idx" ON "agent_mail" USING btree ("updated_at");
  CREATE INDEX "agent_mail_created_at_idx" ON "agent_mail" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_mail_fk" FOREIGN KEY ("agent_mail_id") REFERENCES "public"."agent_mail"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_agent_mail_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_mail_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agent_mail" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "agent_mail" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agent_mail_fk";
  
  ALTER TABLE "order_documents" ALTER COLUMN "origin" SET DATA TYPE text;
  ALTER TABLE "order_documents" ALTER COLUMN "origin" SET DEFAULT 'staff'::text;
  DROP TYPE "public"."enum_order_documents_origin";
  CREATE TYPE "public"."enum_order_documents_origin" AS ENUM('generated', 'staff');
  ALTER TABLE "order_documents" ALTER COLUMN "origin" SET DEFAULT 'staff'::"public"."enum_order_documents_origin";
  ALTER TABLE "order_documents" ALTER COLUMN "origin" SET DATA TYPE "public"."enum_order_documents_origin" USING "origin"::"public"."enum_order_documents_origin";
  DROP INDEX "payload_locked_documents_rels_agent_mail_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agent_mail_id";
  DROP TYPE "public"."enum_agent_mail_kind";`)
}
