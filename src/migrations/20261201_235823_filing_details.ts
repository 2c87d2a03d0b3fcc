import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_fd_change_sections" AS ENUM('company', 'llcPeople', 'corporationPeople', 'nonprofitPeople', 'shares', 'agent', 'addresses', 'ein');
  CREATE TYPE "public"."enum_filing_details_entity" AS ENUM('llc', 'corporation', 'nonprofit');
  CREATE TYPE "public"."enum_filing_details_status" AS ENUM('waiting', 'submitted', 'changes_requested');
  CREATE TYPE "public"."enum__filing_details_v_version_entity" AS ENUM('llc', 'corporation', 'nonprofit');
  CREATE TYPE "public"."enum__filing_details_v_version_status" AS ENUM('waiting', 'submitted', 'changes_requested');
  CREATE TYPE "public"."llc_filing_fields" AS ENUM('naics', 'specificPurpose', 'county', 'duration', 'organizerAddress', 'governingPersons');
  CREATE TYPE "public"."llc_po_box_refused" AS ENUM('registeredOffice', 'principalOffice');
  CREATE TYPE "public"."corporation_filing_fields" AS ENUM('naics', 'specificPurpose', 'county', 'duration', 'organizerAddress', 'governingPersons');
  CREATE TYPE "public"."corporation_po_box_refused" AS ENUM('registeredOffice', 'principalOffice');
  CREATE TYPE "public"."nonprofit_filing_fields" AS ENUM('naics', 'specificPurpose', 'county', 'duration', 'organizerAddress', 'governingPersons');
  CREATE TYPE "public"."nonprofit_po_box_refused" AS ENUM('registeredOffice', 'principalOffice');
  CREATE TYPE "public"."llc_fields_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."llc_po_box_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."llc_date_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."llc_publication_required" AS ENUM('unknown', 'yes', 'no');
  CREATE TYPE "public"."llc_publication_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."corporation_fields_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."corporation_directors_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."corporation_po_box_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."corporation_date_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."corporation_publication_required" AS ENUM('unknown', 'yes', 'no');
  CREATE TYPE "public"."corporation_publication_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."nonprofit_fields_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."nonprofit_directors_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."nonprofit_po_box_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."nonprofit_date_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."nonprofit_publication_required" AS ENUM('unknown', 'yes', 'no');
  CREATE TYPE "public"."nonprofit_publication_conf" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TABLE "fd_change_sections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_fd_change_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "filing_details" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"title" varchar,
  	"entity" "enum_filing_details_entity" NOT NULL,
  	"status" "enum_filing_details_status" DEFAULT 'waiting' NOT NULL,
  	"submitted_at" timestamp(3) with time zone,
  	"change_request_message" varchar,
  	"change_request_requested_at" timestamp(3) with time zone,
  	"company" jsonb,
  	"llc_people" jsonb,
  	"corporation_people" jsonb,
  	"nonprofit_people" jsonb,
  	"shares" jsonb,
  	"agent" jsonb,
  	"addresses" jsonb,
  	"ein" jsonb,
  	"reminded" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_fd_change_sections_v" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_fd_change_sections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_filing_details_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order_id" integer NOT NULL,
  	"version_title" varchar,
  	"version_entity" "enum__filing_details_v_version_entity" NOT NULL,
  	"version_status" "enum__filing_details_v_version_status" DEFAULT 'waiting' NOT NULL,
  	"version_submitted_at" timestamp(3) with time zone,
  	"version_change_request_message" varchar,
  	"version_change_request_requested_at" timestamp(3) with time zone,
  	"version_company" jsonb,
  	"version_llc_people" jsonb,
  	"version_corporation_people" jsonb,
  	"version_nonprofit_people" jsonb,
  	"version_shares" jsonb,
  	"version_agent" jsonb,
  	"version_addresses" jsonb,
  	"version_ein" jsonb,
  	"version_reminded" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "state_fees_llc_facts_filing_required_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "llc_filing_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "state_fees_llc_facts_filing_po_box_refused" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "llc_po_box_refused",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "state_fees_corporation_facts_filing_required_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "corporation_filing_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "state_fees_corporation_facts_filing_po_box_refused" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "corporation_po_box_refused",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "state_fees_nonprofit_facts_filing_required_fields" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "nonprofit_filing_fields",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "state_fees_nonprofit_facts_filing_po_box_refused" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "nonprofit_po_box_refused",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_required_fields_source_confidence" "llc_fields_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_required_fields_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_required_fields_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_required_fields_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_po_box_source_confidence" "llc_po_box_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_po_box_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_po_box_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_po_box_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_effective_date_max_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_effective_date_source_confidence" "llc_date_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_effective_date_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_effective_date_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_effective_date_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_publication_required" "llc_publication_required" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_publication_within_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_publication_what" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_publication_source_confidence" "llc_publication_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_publication_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_publication_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_filing_publication_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_required_fields_source_confidence" "corporation_fields_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_required_fields_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_required_fields_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_required_fields_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_min_directors" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_min_directors_source_confidence" "corporation_directors_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_min_directors_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_min_directors_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_min_directors_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_po_box_source_confidence" "corporation_po_box_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_po_box_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_po_box_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_po_box_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_effective_date_max_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_effective_date_source_confidence" "corporation_date_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_effective_date_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_effective_date_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_effective_date_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_publication_required" "corporation_publication_required" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_publication_within_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_publication_what" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_publication_source_confidence" "corporation_publication_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_publication_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_publication_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_filing_publication_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_required_fields_source_confidence" "nonprofit_fields_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_required_fields_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_required_fields_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_required_fields_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_min_directors" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_min_directors_source_confidence" "nonprofit_directors_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_min_directors_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_min_directors_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_min_directors_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_po_box_source_confidence" "nonprofit_po_box_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_po_box_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_po_box_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_po_box_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_effective_date_max_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_effective_date_source_confidence" "nonprofit_date_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_effective_date_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_effective_date_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_effective_date_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_publication_required" "nonprofit_publication_required" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_publication_within_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_publication_what" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_publication_source_confidence" "nonprofit_publication_conf" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_publication_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_publication_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_filing_publication_source_note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "filing_details_id" integer;
  ALTER TABLE "fd_change_sections" ADD CONSTRAINT "fd_change_sections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."filing_details"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "filing_details" ADD CONSTRAINT "filing_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fd_change_sections_v" ADD CONSTRAINT "_fd_change_sections_v_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_filing_details_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_filing_details_v" ADD CONSTRAINT "_filing_details_v_parent_id_filing_details_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."filing_details"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_filing_details_v" ADD CONSTRAINT "_filing_details_v_version_order_id_orders_id_fk" FOREIGN KEY ("version_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "state_fees_llc_facts_filing_required_fields" ADD CONSTRAINT "state_fees_llc_facts_filing_required_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_llc_facts_filing_po_box_refused" ADD CONSTRAINT "state_fees_llc_facts_filing_po_box_refused_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_corporation_facts_filing_required_fields" ADD CONSTRAINT "state_fees_corporation_facts_filing_required_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_corporation_facts_filing_po_box_refused" ADD CONSTRAINT "state_fees_corporation_facts_filing_po_box_refused_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_nonprofit_facts_filing_required_fields" ADD CONSTRAINT "state_fees_nonprofit_facts_filing_required_fields_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_nonprofit_facts_filing_po_box_refused" ADD CONSTRAINT "state_fees_nonprofit_facts_filing_po_box_refused_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "fd_change_sections_order_idx" ON "fd_change_sections" USING btree ("order");
  CREATE INDEX "fd_change_sections_parent_idx" ON "fd_change_sections" USING btree ("parent_id");
  CREATE UNIQUE INDEX "filing_details_order_idx" ON "filing_details" USING btree ("order_id");
  CREATE INDEX "filing_details_status_idx" ON "filing_details" USING btree ("status");
  CREATE INDEX "filing_details_updated_at_idx" ON "filing_details" USING btree ("updated_at");
  CREATE INDEX "filing_details_created_at_idx" ON "filing_details" USING btree ("created_at");
  CREATE INDEX "_fd_change_sections_v_order_idx" ON "_fd_change_sections_v" USING btree ("order");
  CREATE INDEX "_fd_change_sections_v_parent_idx" ON "_fd_change_sections_v" USING btree ("parent_id");
  CREATE INDEX "_filing_details_v_parent_idx" ON "_filing_details_v" USING btree ("parent_id");
  CREATE INDEX "_filing_details_v_version_version_order_idx" ON "_filing_details_v" USING btree ("version_order_id");
  CREATE INDEX "_filing_details_v_version_version_status_idx" ON "_filing_details_v" USING btree ("version_status");
  CREATE INDEX "_filing_details_v_version_version_updated_at_idx" ON "_filing_details_v" USING btree ("version_updated_at");
  CREATE INDEX "_filing_details_v_version_version_created_at_idx" ON "_filing_details_v" USING btree ("version_created_at");
  CREATE INDEX "_filing_details_v_created_at_idx" ON "_filing_details_v" USING btree ("created_at");
  CREATE INDEX "_filing_details_v_updated_at_idx" ON "_filing_details_v" USING btree ("updated_at");
  CREATE INDEX "state_fees_llc_facts_filing_required_fields_order_idx" ON "state_fees_llc_facts_filing_required_fields" USING btree ("order");
  CREATE INDEX "state_fees_llc_facts_filing_required_fields_parent_idx" ON "state_fees_llc_facts_filing_required_fields" USING btree ("parent_id");
  CREATE INDEX "state_fees_llc_facts_filing_po_box_refused_order_idx" ON "state_fees_llc_facts_filing_po_box_refused" USING btree ("order");
  CREATE INDEX "state_fees_llc_facts_filing_po_box_refused_parent_idx" ON "state_fees_llc_facts_filing_po_box_refused" USING btree ("parent_id");
  CREATE INDEX "state_fees_corporation_facts_filing_required_fields_order_idx" ON "state_fees_corporation_facts_filing_required_fields" USING btree ("order");
  CREATE INDEX "state_fees_corporation_facts_filing_required_fields_parent_idx" ON "state_fees_corporation_facts_filing_required_fields" USING btree ("parent_id");
  CREATE INDEX "state_fees_corporation_facts_filing_po_box_refused_order_idx" ON "state_fees_corporation_facts_filing_po_box_refused" USING btree ("order");
  CREATE INDEX "state_fees_corporation_facts_filing_po_box_refused_parent_idx" ON "state_fees_corporation_facts_filing_po_box_refused" USING btree ("parent_id");
  CREATE INDEX "state_fees_nonprofit_facts_filing_required_fields_order_idx" ON "state_fees_nonprofit_facts_filing_required_fields" USING btree ("order");
  CREATE INDEX "state_fees_nonprofit_facts_filing_required_fields_parent_idx" ON "state_fees_nonprofit_facts_filing_required_fields" USING btree ("parent_id");
  CREATE INDEX "state_fees_nonprofit_facts_filing_po_box_refused_order_idx" ON "state_fees_nonprofit_facts_filing_po_box_refused" USING btree ("order");
  CREATE INDEX "state_fees_nonprofit_facts_filing_po_box_refused_parent_idx" ON "state_fees_nonprofit_facts_filing_po_box_refused" USING btree ("parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_filing_details_fk" FOREIGN KEY ("filing_details_id") REFERENCES "public"."filing_details"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_filing_details_id_idx" ON "payload_locked_documents_rels" USING btree ("filing_details_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fd_change_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "filing_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_fd_change_sections_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_filing_details_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "state_fees_llc_facts_filing_required_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "state_fees_llc_facts_filing_po_box_refused" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "state_fees_corporation_facts_filing_required_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "state_fees_corporation_facts_filing_po_box_refused" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "state_fees_nonprofit_facts_filing_required_fields" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "state_fees_nonprofit_facts_filing_po_box_refused" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fd_change_sections" CASCADE;
  DROP TABLE "filing_details" CASCADE;
  DROP TABLE "_fd_change_sections_v" CASCADE;
  DROP TABLE "_filing_details_v" CASCADE;
  DROP TABLE "state_fees_llc_facts_filing_required_fields" CASCADE;
  DROP TABLE "state_fees_llc_facts_filing_po_box_refused" CASCADE;
  DROP TABLE "state_fees_corporation_facts_filing_required_fields" CASCADE;
  DROP TABLE "state_fees_corporation_facts_filing_po_box_refused" CASCADE;
  DROP TABLE "state_fees_nonprofit_facts_filing_required_fields" CASCADE;
  DROP TABLE "state_fees_nonprofit_facts_filing_po_box_refused" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_filing_details_fk";
  
  DROP INDEX "payload_locked_documents_rels_filing_details_id_idx";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_required_fields_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_required_fields_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_required_fields_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_required_fields_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_po_box_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_po_box_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_po_box_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_po_box_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_effective_date_max_days";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_effective_date_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_effective_date_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_effective_date_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_effective_date_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_publication_required";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_publication_within_days";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_publication_what";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_publication_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_publication_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_publication_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_filing_publication_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_required_fields_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_required_fields_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_required_fields_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_required_fields_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_min_directors";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_min_directors_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_min_directors_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_min_directors_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_min_directors_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_po_box_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_po_box_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_po_box_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_po_box_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_effective_date_max_days";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_effective_date_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_effective_date_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_effective_date_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_effective_date_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_publication_required";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_publication_within_days";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_publication_what";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_publication_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_publication_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_publication_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_filing_publication_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_required_fields_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_required_fields_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_required_fields_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_required_fields_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_min_directors";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_min_directors_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_min_directors_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_min_directors_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_min_directors_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_po_box_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_po_box_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_po_box_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_po_box_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_effective_date_max_days";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_effective_date_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_effective_date_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_effective_date_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_effective_date_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_publication_required";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_publication_within_days";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_publication_what";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_publication_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_publication_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_publication_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_filing_publication_source_note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "filing_details_id";
  DROP TYPE "public"."enum_fd_change_sections";
  DROP TYPE "public"."enum_filing_details_entity";
  DROP TYPE "public"."enum_filing_details_status";
  DROP TYPE "public"."enum__filing_details_v_version_entity";
  DROP TYPE "public"."enum__filing_details_v_version_status";
  DROP TYPE "public"."llc_filing_fields";
  DROP TYPE "public"."llc_po_box_refused";
  DROP TYPE "public"."corporation_filing_fields";
  DROP TYPE "public"."corporation_po_box_refused";
  DROP TYPE "public"."nonprofit_filing_fields";
  DROP TYPE "public"."nonprofit_po_box_refused";
  DROP TYPE "public"."llc_fields_conf";
  DROP TYPE "public"."llc_po_box_conf";
  DROP TYPE "public"."llc_date_conf";
  DROP TYPE "public"."llc_publication_required";
  DROP TYPE "public"."llc_publication_conf";
  DROP TYPE "public"."corporation_fields_conf";
  DROP TYPE "public"."corporation_directors_conf";
  DROP TYPE "public"."corporation_po_box_conf";
  DROP TYPE "public"."corporation_date_conf";
  DROP TYPE "public"."corporation_publication_required";
  DROP TYPE "public"."corporation_publication_conf";
  DROP TYPE "public"."nonprofit_fields_conf";
  DROP TYPE "public"."nonprofit_directors_conf";
  DROP TYPE "public"."nonprofit_po_box_conf";
  DROP TYPE "public"."nonprofit_date_conf";
  DROP TYPE "public"."nonprofit_publication_required";
  DROP TYPE "public"."nonprofit_publication_conf";`)
}
