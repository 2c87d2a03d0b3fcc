import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'payment_failed');
  CREATE TYPE "public"."enum_orders_client_package" AS ENUM('free', 'popular', 'standard');
  CREATE TYPE "public"."enum_orders_designator" AS ENUM('LLC', 'C-Corporation', 'Nonprofit');
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"client_package" "enum_orders_client_package" NOT NULL,
  	"total" numeric NOT NULL,
  	"state_fee" numeric NOT NULL,
  	"has_paid" boolean DEFAULT false,
  	"expedited_filling" boolean,
  	"business_license" boolean,
  	"virtual_address" boolean,
  	"tax_consultation" boolean,
  	"assign_agent" boolean,
  	"operating_agreement" boolean,
  	"ein" boolean,
  	"business_bank_account" boolean,
  	"business_tax_consultation" boolean,
  	"irs_form" boolean,
  	"business_contract_templates" boolean,
  	"llcname" varchar NOT NULL,
  	"designator" "enum_orders_designator" NOT NULL,
  	"formation_state" varchar NOT NULL,
  	"company_street_address" varchar,
  	"company_city" varchar,
  	"company_state" varchar,
  	"company_zip_code" varchar,
  	"first_name" varchar,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"password_hash" varchar,
  	"physical_street_address" varchar,
  	"physical_city" varchar,
  	"physical_state" varchar,
  	"physical_zip_code" varchar,
  	"has_s_s_n" boolean,
  	"ssn" varchar,
  	"ssn_first_name" varchar,
  	"ssn_last_name" varchar,
  	"checkout_id" varchar NOT NULL,
  	"amount_cents" numeric,
  	"square_payment_id" varchar,
  	"receipt_url" varchar,
  	"decline_code" varchar,
  	"square_idempotency_key" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"client_record_at" timestamp(3) with time zone,
  	"charging_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "state_fees" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"llc" numeric NOT NULL,
  	"corporation" numeric NOT NULL,
  	"nonprofit" numeric NOT NULL,
  	"source" varchar,
  	"verified" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "state_fees_id" integer;
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_formation_state_idx" ON "orders" USING btree ("formation_state");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE UNIQUE INDEX "orders_checkout_id_idx" ON "orders" USING btree ("checkout_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "state_fees_slug_idx" ON "state_fees" USING btree ("slug");
  CREATE INDEX "state_fees_updated_at_idx" ON "state_fees" USING btree ("updated_at");
  CREATE INDEX "state_fees_created_at_idx" ON "state_fees" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_state_fees_fk" FOREIGN KEY ("state_fees_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_state_fees_id_idx" ON "payload_locked_documents_rels" USING btree ("state_fees_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "state_fees" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "state_fees" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_state_fees_fk";
  
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_state_fees_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "state_fees_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_client_package";
  DROP TYPE "public"."enum_orders_designator";`)
}
