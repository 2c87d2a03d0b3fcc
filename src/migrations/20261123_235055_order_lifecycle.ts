import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_formation_state" AS ENUM('alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'district-of-columbia', 'florida', 'georgia', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota', 'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new-hampshire', 'new-jersey', 'new-mexico', 'new-york', 'north-carolina', 'north-dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode-island', 'south-carolina', 'south-dakota', 'tennessee', 'texas', 'utah', 'vermont', 'virginia', 'washington', 'west-virginia', 'wisconsin', 'wyoming');
  CREATE TYPE "public"."enum_order_events_status" AS ENUM('pending', 'paid', 'payment_failed', 'payment_unknown', 'in_review', 'filed_with_state', 'completed', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_state_fee_changes_field" AS ENUM('llc', 'corporation', 'nonprofit', 'verified');
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'in_review';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'filed_with_state';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'completed';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'cancelled';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'refunded';
  CREATE TABLE "order_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"status" "enum_order_events_status" NOT NULL,
  	"summary" varchar NOT NULL,
  	"by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "order_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"prefix" varchar DEFAULT 'order-documents',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "state_fee_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state_fee_id" integer,
  	"field" "enum_state_fee_changes_field" NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"summary" varchar NOT NULL,
  	"by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ALTER COLUMN "formation_state" SET DATA TYPE "public"."enum_orders_formation_state" USING "formation_state"::"public"."enum_orders_formation_state";
  ALTER TABLE "orders" ADD COLUMN "state_fee_estimated" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "filed_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "state_confirmation_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "ein_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "cancellation_reason" varchar;
  ALTER TABLE "orders" ADD COLUMN "refunded_cents" numeric DEFAULT 0;
  ALTER TABLE "orders" ADD COLUMN "refunds" jsonb;
  ALTER TABLE "orders" ADD COLUMN "refund_pending" jsonb;
  ALTER TABLE "orders" ADD COLUMN "refunding_until" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "state_fee_changes_id" integer;
  ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_events" ADD CONSTRAINT "order_events_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "state_fee_changes" ADD CONSTRAINT "state_fee_changes_state_fee_id_state_fees_id_fk" FOREIGN KEY ("state_fee_id") REFERENCES "public"."state_fees"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "state_fee_changes" ADD CONSTRAINT "state_fee_changes_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");
  CREATE INDEX "order_events_by_idx" ON "order_events" USING btree ("by_id");
  CREATE INDEX "order_events_updated_at_idx" ON "order_events" USING btree ("updated_at");
  CREATE INDEX "order_events_created_at_idx" ON "order_events" USING btree ("created_at");
  CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id");
  CREATE INDEX "order_documents_updated_at_idx" ON "order_documents" USING btree ("updated_at");
  CREATE INDEX "order_documents_created_at_idx" ON "order_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_documents_filename_idx" ON "order_documents" USING btree ("filename");
  CREATE INDEX "state_fee_changes_state_fee_idx" ON "state_fee_changes" USING btree ("state_fee_id");
  CREATE INDEX "state_fee_changes_by_idx" ON "state_fee_changes" USING btree ("by_id");
  CREATE INDEX "state_fee_changes_updated_at_idx" ON "state_fee_changes" USING btree ("updated_at");
  CREATE INDEX "state_fee_changes_created_at_idx" ON "state_fee_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_events_fk" FOREIGN KEY ("order_events_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_documents_fk" FOREIGN KEY ("order_documents_id") REFERENCES "public"."order_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_state_fee_changes_fk" FOREIGN KEY ("state_fee_changes_id") REFERENCES "public"."state_fee_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_order_events_id_idx" ON "payload_locked_documents_rels" USING btree ("order_events_id");
  CREATE INDEX "payload_locked_documents_rels_order_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("order_documents_id");
  CREATE INDEX "payload_locked_documents_rels_state_fee_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("state_fee_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "state_fee_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "order_events" CASCADE;
  DROP TABLE "order_documents" CASCADE;
  DROP TABLE "state_fee_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_state_fee_changes_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'payment_failed', 'payment_unknown');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "payload_locked_documents_rels_order_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_state_fee_changes_id_idx";
  ALTER TABLE "orders" ALTER COLUMN "formation_state" SET DATA TYPE varchar;
  ALTER TABLE "orders" DROP COLUMN "state_fee_estimated";
  ALTER TABLE "orders" DROP COLUMN "filed_at";
  ALTER TABLE "orders" DROP COLUMN "state_confirmation_number";
  ALTER TABLE "orders" DROP COLUMN "ein_number";
  ALTER TABLE "orders" DROP COLUMN "cancellation_reason";
  ALTER TABLE "orders" DROP COLUMN "refunded_cents";
  ALTER TABLE "orders" DROP COLUMN "refunds";
  ALTER TABLE "orders" DROP COLUMN "refund_pending";
  ALTER TABLE "orders" DROP COLUMN "refunding_until";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "state_fee_changes_id";
  DROP TYPE "public"."enum_orders_formation_state";
  DROP TYPE "public"."enum_order_events_status";
  DROP TYPE "public"."enum_state_fee_changes_field";`)
}
