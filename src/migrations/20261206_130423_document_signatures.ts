import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "document_signatures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"document_id" integer,
  	"signer" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"typed_name" varchar NOT NULL,
  	"sha256" varchar NOT NULL,
  	"ip_address" varchar,
  	"user_agent" varchar,
  	"summary" varchar NOT NULL,
  	"by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "order_documents" ADD COLUMN "signers" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "document_signatures_id" integer;
  ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_order_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."order_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "document_signatures_order_idx" ON "document_signatures" USING btree ("order_id");
  CREATE INDEX "document_signatures_document_idx" ON "document_signatures" USING btree ("document_id");
  CREATE INDEX "document_signatures_by_idx" ON "document_signatures" USING btree ("by_id");
  CREATE INDEX "document_signatures_updated_at_idx" ON "document_signatures" USING btree ("updated_at");
  CREATE INDEX "document_signatures_created_at_idx" ON "document_signatures" USING btree ("created_at");
  CREATE UNIQUE INDEX "document_signer_role_idx" ON "document_signatures" USING btree ("document_id","signer","role");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_document_signatures_fk" FOREIGN KEY ("document_signatures_id") REFERENCES "public"."document_signatures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_document_signatures_id_idx" ON "payload_locked_documents_rels" USING btree ("document_signatures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "document_signatures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "document_signatures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_document_signatures_fk";
  
  DROP INDEX "payload_locked_documents_rels_document_signatures_id_idx";
  ALTER TABLE "order_documents" DROP COLUMN "signers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "document_signatures_id";`)
}
