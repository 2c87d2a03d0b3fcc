import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agent_renewals_status" AS ENUM('due', 'pending', 'payment_unknown', 'paid', 'lapsed', 'cancelled', 'refunded');
  CREATE TABLE "agent_renewals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"service_id" integer,
  	"order_id" integer,
  	"summary" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_agent_renewals_status" DEFAULT 'due' NOT NULL,
  	"period_start" timestamp(3) with time zone NOT NULL,
  	"period_end" timestamp(3) with time zone NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"square_payment_id" varchar,
  	"receipt_url" varchar,
  	"paid_at" timestamp(3) with time zone,
  	"decline_code" varchar,
  	"declined_attempts" numeric DEFAULT 0,
  	"refunded_cents" numeric,
  	"square_refund_id" varchar,
  	"refunded_at" timestamp(3) with time zone,
  	"square_idempotency_key" varchar,
  	"square_source_id" varchar,
  	"charging_until" timestamp(3) with time zone,
  	"attempted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "agent_services" ADD COLUMN "notices_for" timestamp(3) with time zone;
  ALTER TABLE "agent_services" ADD COLUMN "notices_sent" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agent_renewals_id" integer;
  ALTER TABLE "agent_renewals" ADD CONSTRAINT "agent_renewals_service_id_agent_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."agent_services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "agent_renewals" ADD CONSTRAINT "agent_renewals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "agent_renewals_service_idx" ON "agent_renewals" USING btree ("service_id");
  CREATE INDEX "agent_renewals_order_idx" ON "agent_renewals" USING btree ("order_id");
  CREATE UNIQUE INDEX "agent_renewals_key_idx" ON "agent_renewals" USING btree ("key");
  CREATE INDEX "agent_renewals_status_idx" ON "agent_renewals" USING btree ("status");
  CREATE INDEX "agent_renewals_period_start_idx" ON "agent_renewals" USING btree ("period_start");
  CREATE INDEX "agent_renewals_paid_at_idx" ON "agent_renewals" USING btree ("paid_at");
  CREATE INDEX "agent_renewals_updated_at_idx" ON "agent_renewals" USING btree ("updated_at");
  CREATE INDEX "agent_renewals_created_at_idx" ON "agent_renewals" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_renewals_fk" FOREIGN KEY ("agent_renewals_id") REFERENCES "public"."agent_renewals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_agent_renewals_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_renewals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agent_renewals" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "agent_renewals" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agent_renewals_fk";
  
  DROP INDEX "payload_locked_documents_rels_agent_renewals_id_idx";
  ALTER TABLE "agent_services" DROP COLUMN "notices_for";
  ALTER TABLE "agent_services" DROP COLUMN "notices_sent";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agent_renewals_id";
  DROP TYPE "public"."enum_agent_renewals_status";`)
}
