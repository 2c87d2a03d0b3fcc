import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_agent_services_status" AS ENUM('active', 'cancelled', 'ended', 'own_agent');
  CREATE TYPE "public"."enum_agent_services_cancel_when" AS ENUM('period_end', 'now');
  CREATE TABLE "agent_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer,
  	"title" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"status" "enum_agent_services_status" NOT NULL,
  	"starts_on" timestamp(3) with time zone NOT NULL,
  	"free_until" timestamp(3) with time zone NOT NULL,
  	"paid_until" timestamp(3) with time zone NOT NULL,
  	"cancel_when" "enum_agent_services_cancel_when",
  	"cancelled_at" timestamp(3) with time zone,
  	"ends_on" timestamp(3) with time zone,
  	"renewal_price" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "agent_renewal_price" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "agent_services_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "registered_agent_renewal_price" numeric DEFAULT 125 NOT NULL;
  ALTER TABLE "agent_services" ADD CONSTRAINT "agent_services_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "agent_services_order_idx" ON "agent_services" USING btree ("order_id");
  CREATE INDEX "agent_services_status_idx" ON "agent_services" USING btree ("status");
  CREATE INDEX "agent_services_free_until_idx" ON "agent_services" USING btree ("free_until");
  CREATE INDEX "agent_services_paid_until_idx" ON "agent_services" USING btree ("paid_until");
  CREATE INDEX "agent_services_ends_on_idx" ON "agent_services" USING btree ("ends_on");
  CREATE INDEX "agent_services_updated_at_idx" ON "agent_services" USING btree ("updated_at");
  CREATE INDEX "agent_services_created_at_idx" ON "agent_services" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_agent_services_fk" FOREIGN KEY ("agent_services_id") REFERENCES "public"."agent_services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_agent_services_id_idx" ON "payload_locked_documents_rels" USING btree ("agent_services_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "agent_services" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "agent_services" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_agent_services_fk";
  
  DROP INDEX "payload_locked_documents_rels_agent_services_id_idx";
  ALTER TABLE "orders" DROP COLUMN "agent_renewal_price";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "agent_services_id";
  ALTER TABLE "site_settings" DROP COLUMN "registered_agent_renewal_price";
  DROP TYPE "public"."enum_agent_services_status";
  DROP TYPE "public"."enum_agent_services_cancel_when";`)
}
