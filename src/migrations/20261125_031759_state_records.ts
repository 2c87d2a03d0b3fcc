import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_st_pick_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_st_pick_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__st_pick_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__st_pick_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_state_fees_expedite_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_llc_facts_fee_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_llc_facts_report_cadence" AS ENUM('unknown', 'annual', 'biennial', 'none');
  CREATE TYPE "public"."enum_state_fees_llc_facts_report_biennial_years" AS ENUM('odd', 'even', 'formation');
  CREATE TYPE "public"."enum_state_fees_llc_facts_report_due_kind" AS ENUM('unknown', 'fixed-date', 'window', 'anniversary-month', 'anniversary-date', 'anniversary-quarter', 'fiscal-year');
  CREATE TYPE "public"."enum_state_fees_llc_facts_report_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_llc_facts_tax_applies" AS ENUM('unknown', 'yes', 'no');
  CREATE TYPE "public"."enum_state_fees_llc_facts_tax_first_year_exempt" AS ENUM('unknown', 'yes', 'no');
  CREATE TYPE "public"."enum_state_fees_llc_facts_tax_due_kind" AS ENUM('unknown', 'fixed-date', 'window', 'anniversary-month', 'anniversary-date', 'anniversary-quarter', 'fiscal-year');
  CREATE TYPE "public"."enum_state_fees_llc_facts_tax_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_llc_facts_designators_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_fee_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_report_cadence" AS ENUM('unknown', 'annual', 'biennial', 'none');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_report_biennial_years" AS ENUM('odd', 'even', 'formation');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_report_due_kind" AS ENUM('unknown', 'fixed-date', 'window', 'anniversary-month', 'anniversary-date', 'anniversary-quarter', 'fiscal-year');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_report_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_tax_applies" AS ENUM('unknown', 'yes', 'no');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_tax_first_year_exempt" AS ENUM('unknown', 'yes', 'no');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_tax_due_kind" AS ENUM('unknown', 'fixed-date', 'window', 'anniversary-month', 'anniversary-date', 'anniversary-quarter', 'fiscal-year');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_tax_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_corporation_facts_designators_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_fee_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_report_cadence" AS ENUM('unknown', 'annual', 'biennial', 'none');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_report_biennial_years" AS ENUM('odd', 'even', 'formation');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_report_due_kind" AS ENUM('unknown', 'fixed-date', 'window', 'anniversary-month', 'anniversary-date', 'anniversary-quarter', 'fiscal-year');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_report_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_tax_applies" AS ENUM('unknown', 'yes', 'no');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_tax_first_year_exempt" AS ENUM('unknown', 'yes', 'no');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_tax_due_kind" AS ENUM('unknown', 'fixed-date', 'window', 'anniversary-month', 'anniversary-date', 'anniversary-quarter', 'fiscal-year');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_tax_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_nonprofit_facts_designators_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_processing_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  CREATE TYPE "public"."enum_state_fees_names_source_confidence" AS ENUM('official', 'corroborated', 'single', 'estimate');
  ALTER TYPE "public"."enum_state_fee_changes_field" ADD VALUE 'llcConfidence' BEFORE 'verified';
  ALTER TYPE "public"."enum_state_fee_changes_field" ADD VALUE 'corporationConfidence' BEFORE 'verified';
  ALTER TYPE "public"."enum_state_fee_changes_field" ADD VALUE 'nonprofitConfidence' BEFORE 'verified';
  CREATE TABLE "st_pick" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_st_pick_background" DEFAULT 'tinted',
  	"spacing" "enum_st_pick_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'State guides',
  	"title" varchar DEFAULT 'Where will you form your company?',
  	"intro" varchar DEFAULT 'Fees, yearly reports and deadlines differ from state to state. Choose yours to see what it costs, with the source of every figure.',
  	"button_label" varchar DEFAULT 'See the guide',
  	"compare_label" varchar DEFAULT 'Compare all 50 states and DC',
  	"block_name" varchar
  );
  
  CREATE TABLE "_st_pick_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__st_pick_v_background" DEFAULT 'tinted',
  	"spacing" "enum__st_pick_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'State guides',
  	"title" varchar DEFAULT 'Where will you form your company?',
  	"intro" varchar DEFAULT 'Fees, yearly reports and deadlines differ from state to state. Choose yours to see what it costs, with the source of every figure.',
  	"button_label" varchar DEFAULT 'See the guide',
  	"compare_label" varchar DEFAULT 'Compare all 50 states and DC',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "state_fees_expedite" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"fee" numeric,
  	"fee_max" numeric,
  	"turnaround_hours" numeric,
  	"source_confidence" "enum_state_fees_expedite_source_confidence" DEFAULT 'estimate' NOT NULL,
  	"source_url" varchar,
  	"source_checked_on" varchar,
  	"source_note" varchar
  );
  
  CREATE TABLE "state_fees_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "state_fees_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faqs_id" integer
  );
  
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_fee_source_confidence" "enum_state_fees_llc_facts_fee_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_fee_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_fee_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_fee_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_name" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_cadence" "enum_state_fees_llc_facts_report_cadence" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_biennial_years" "enum_state_fees_llc_facts_report_biennial_years";
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_fee" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_first_fee" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_first_within_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_due_kind" "enum_state_fees_llc_facts_report_due_kind" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_due_start_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_due_start_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_due_months_after_year_end" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_due_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_due_month_offset" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_due_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_source_confidence" "enum_state_fees_llc_facts_report_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_report_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_applies" "enum_state_fees_llc_facts_tax_applies" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_name" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_minimum" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_first_year_exempt" "enum_state_fees_llc_facts_tax_first_year_exempt" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_paid_with_report" boolean DEFAULT false;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_due_kind" "enum_state_fees_llc_facts_tax_due_kind" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_due_start_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_due_start_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_due_months_after_year_end" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_due_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_due_month_offset" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_due_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_source_confidence" "enum_state_fees_llc_facts_tax_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_tax_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_designators_source_confidence" "enum_state_fees_llc_facts_designators_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_designators_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_designators_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "llc_facts_designators_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_fee_source_confidence" "enum_state_fees_corporation_facts_fee_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_fee_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_fee_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_fee_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_name" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_cadence" "enum_state_fees_corporation_facts_report_cadence" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_biennial_years" "enum_state_fees_corporation_facts_report_biennial_years";
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_fee" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_first_fee" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_first_within_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_due_kind" "enum_state_fees_corporation_facts_report_due_kind" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_due_start_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_due_start_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_due_months_after_year_end" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_due_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_due_month_offset" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_due_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_source_confidence" "enum_state_fees_corporation_facts_report_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_report_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_applies" "enum_state_fees_corporation_facts_tax_applies" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_name" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_minimum" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_first_year_exempt" "enum_state_fees_corporation_facts_tax_first_year_exempt" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_paid_with_report" boolean DEFAULT false;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_due_kind" "enum_state_fees_corporation_facts_tax_due_kind" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_due_start_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_due_start_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_due_months_after_year_end" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_due_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_due_month_offset" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_due_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_source_confidence" "enum_state_fees_corporation_facts_tax_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_tax_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_designators_source_confidence" "enum_state_fees_corporation_facts_designators_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_designators_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_designators_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "corporation_facts_designators_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_fee_source_confidence" "enum_state_fees_nonprofit_facts_fee_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_fee_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_fee_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_fee_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_name" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_cadence" "enum_state_fees_nonprofit_facts_report_cadence" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_biennial_years" "enum_state_fees_nonprofit_facts_report_biennial_years";
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_fee" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_first_fee" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_first_within_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_due_kind" "enum_state_fees_nonprofit_facts_report_due_kind" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_due_start_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_due_start_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_due_months_after_year_end" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_due_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_due_month_offset" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_due_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_source_confidence" "enum_state_fees_nonprofit_facts_report_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_report_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_applies" "enum_state_fees_nonprofit_facts_tax_applies" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_name" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_minimum" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_first_year_exempt" "enum_state_fees_nonprofit_facts_tax_first_year_exempt" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_paid_with_report" boolean DEFAULT false;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_due_kind" "enum_state_fees_nonprofit_facts_tax_due_kind" DEFAULT 'unknown' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_due_start_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_due_start_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_due_months_after_year_end" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_due_month" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_due_month_offset" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_due_day" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_source_confidence" "enum_state_fees_nonprofit_facts_tax_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_tax_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_designators_source_confidence" "enum_state_fees_nonprofit_facts_designators_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_designators_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_designators_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "nonprofit_facts_designators_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "processing_min_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "processing_max_days" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "processing_source_confidence" "enum_state_fees_processing_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "processing_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "processing_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "processing_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "names_reservation_fee" numeric;
  ALTER TABLE "state_fees" ADD COLUMN "names_reservation_duration" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "names_statute" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "names_statute_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "names_source_confidence" "enum_state_fees_names_source_confidence" DEFAULT 'estimate' NOT NULL;
  ALTER TABLE "state_fees" ADD COLUMN "names_source_url" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "names_source_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "names_source_note" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "links_fee_page" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "links_name_search" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "links_filing_portal" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "links_checked_on" varchar;
  ALTER TABLE "state_fees" ADD COLUMN "introduction" jsonb;
  ALTER TABLE "st_pick" ADD CONSTRAINT "st_pick_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_st_pick_v" ADD CONSTRAINT "_st_pick_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_expedite" ADD CONSTRAINT "state_fees_expedite_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_texts" ADD CONSTRAINT "state_fees_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_rels" ADD CONSTRAINT "state_fees_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."state_fees"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "state_fees_rels" ADD CONSTRAINT "state_fees_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "st_pick_order_idx" ON "st_pick" USING btree ("_order");
  CREATE INDEX "st_pick_parent_id_idx" ON "st_pick" USING btree ("_parent_id");
  CREATE INDEX "st_pick_path_idx" ON "st_pick" USING btree ("_path");
  CREATE INDEX "_st_pick_v_order_idx" ON "_st_pick_v" USING btree ("_order");
  CREATE INDEX "_st_pick_v_parent_id_idx" ON "_st_pick_v" USING btree ("_parent_id");
  CREATE INDEX "_st_pick_v_path_idx" ON "_st_pick_v" USING btree ("_path");
  CREATE INDEX "state_fees_expedite_order_idx" ON "state_fees_expedite" USING btree ("_order");
  CREATE INDEX "state_fees_expedite_parent_id_idx" ON "state_fees_expedite" USING btree ("_parent_id");
  CREATE INDEX "state_fees_texts_order_parent" ON "state_fees_texts" USING btree ("order","parent_id");
  CREATE INDEX "state_fees_rels_order_idx" ON "state_fees_rels" USING btree ("order");
  CREATE INDEX "state_fees_rels_parent_idx" ON "state_fees_rels" USING btree ("parent_id");
  CREATE INDEX "state_fees_rels_path_idx" ON "state_fees_rels" USING btree ("path");
  CREATE INDEX "state_fees_rels_faqs_id_idx" ON "state_fees_rels" USING btree ("faqs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "st_pick" CASCADE;
  DROP TABLE "_st_pick_v" CASCADE;
  DROP TABLE "state_fees_expedite" CASCADE;
  DROP TABLE "state_fees_texts" CASCADE;
  DROP TABLE "state_fees_rels" CASCADE;
  ALTER TABLE "state_fee_changes" ALTER COLUMN "field" SET DATA TYPE text;
  DROP TYPE "public"."enum_state_fee_changes_field";
  CREATE TYPE "public"."enum_state_fee_changes_field" AS ENUM('llc', 'corporation', 'nonprofit', 'verified');
  ALTER TABLE "state_fee_changes" ALTER COLUMN "field" SET DATA TYPE "public"."enum_state_fee_changes_field" USING "field"::"public"."enum_state_fee_changes_field";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_fee_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_fee_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_fee_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_fee_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_name";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_cadence";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_biennial_years";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_fee";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_first_fee";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_first_within_days";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_due_kind";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_due_start_month";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_due_start_day";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_due_months_after_year_end";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_due_month";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_due_month_offset";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_due_day";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_report_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_applies";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_name";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_minimum";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_first_year_exempt";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_paid_with_report";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_due_kind";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_due_start_month";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_due_start_day";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_due_months_after_year_end";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_due_month";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_due_month_offset";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_due_day";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_tax_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_designators_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_designators_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_designators_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "llc_facts_designators_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_fee_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_fee_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_fee_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_fee_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_name";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_cadence";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_biennial_years";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_fee";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_first_fee";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_first_within_days";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_due_kind";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_due_start_month";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_due_start_day";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_due_months_after_year_end";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_due_month";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_due_month_offset";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_due_day";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_report_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_applies";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_name";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_minimum";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_first_year_exempt";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_paid_with_report";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_due_kind";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_due_start_month";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_due_start_day";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_due_months_after_year_end";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_due_month";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_due_month_offset";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_due_day";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_tax_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_designators_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_designators_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_designators_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "corporation_facts_designators_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_fee_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_fee_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_fee_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_fee_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_name";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_cadence";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_biennial_years";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_fee";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_first_fee";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_first_within_days";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_due_kind";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_due_start_month";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_due_start_day";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_due_months_after_year_end";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_due_month";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_due_month_offset";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_due_day";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_report_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_applies";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_name";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_minimum";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_first_year_exempt";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_paid_with_report";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_due_kind";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_due_start_month";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_due_start_day";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_due_months_after_year_end";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_due_month";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_due_month_offset";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_due_day";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_tax_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_designators_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_designators_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_designators_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "nonprofit_facts_designators_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "processing_min_days";
  ALTER TABLE "state_fees" DROP COLUMN "processing_max_days";
  ALTER TABLE "state_fees" DROP COLUMN "processing_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "processing_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "processing_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "processing_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "names_reservation_fee";
  ALTER TABLE "state_fees" DROP COLUMN "names_reservation_duration";
  ALTER TABLE "state_fees" DROP COLUMN "names_statute";
  ALTER TABLE "state_fees" DROP COLUMN "names_statute_url";
  ALTER TABLE "state_fees" DROP COLUMN "names_source_confidence";
  ALTER TABLE "state_fees" DROP COLUMN "names_source_url";
  ALTER TABLE "state_fees" DROP COLUMN "names_source_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "names_source_note";
  ALTER TABLE "state_fees" DROP COLUMN "links_fee_page";
  ALTER TABLE "state_fees" DROP COLUMN "links_name_search";
  ALTER TABLE "state_fees" DROP COLUMN "links_filing_portal";
  ALTER TABLE "state_fees" DROP COLUMN "links_checked_on";
  ALTER TABLE "state_fees" DROP COLUMN "introduction";
  DROP TYPE "public"."enum_st_pick_background";
  DROP TYPE "public"."enum_st_pick_spacing";
  DROP TYPE "public"."enum__st_pick_v_background";
  DROP TYPE "public"."enum__st_pick_v_spacing";
  DROP TYPE "public"."enum_state_fees_expedite_source_confidence";
  DROP TYPE "public"."enum_state_fees_llc_facts_fee_source_confidence";
  DROP TYPE "public"."enum_state_fees_llc_facts_report_cadence";
  DROP TYPE "public"."enum_state_fees_llc_facts_report_biennial_years";
  DROP TYPE "public"."enum_state_fees_llc_facts_report_due_kind";
  DROP TYPE "public"."enum_state_fees_llc_facts_report_source_confidence";
  DROP TYPE "public"."enum_state_fees_llc_facts_tax_applies";
  DROP TYPE "public"."enum_state_fees_llc_facts_tax_first_year_exempt";
  DROP TYPE "public"."enum_state_fees_llc_facts_tax_due_kind";
  DROP TYPE "public"."enum_state_fees_llc_facts_tax_source_confidence";
  DROP TYPE "public"."enum_state_fees_llc_facts_designators_source_confidence";
  DROP TYPE "public"."enum_state_fees_corporation_facts_fee_source_confidence";
  DROP TYPE "public"."enum_state_fees_corporation_facts_report_cadence";
  DROP TYPE "public"."enum_state_fees_corporation_facts_report_biennial_years";
  DROP TYPE "public"."enum_state_fees_corporation_facts_report_due_kind";
  DROP TYPE "public"."enum_state_fees_corporation_facts_report_source_confidence";
  DROP TYPE "public"."enum_state_fees_corporation_facts_tax_applies";
  DROP TYPE "public"."enum_state_fees_corporation_facts_tax_first_year_exempt";
  DROP TYPE "public"."enum_state_fees_corporation_facts_tax_due_kind";
  DROP TYPE "public"."enum_state_fees_corporation_facts_tax_source_confidence";
  DROP TYPE "public"."enum_state_fees_corporation_facts_designators_source_confidence";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_fee_source_confidence";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_report_cadence";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_report_biennial_years";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_report_due_kind";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_report_source_confidence";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_tax_applies";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_tax_first_year_exempt";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_tax_due_kind";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_tax_source_confidence";
  DROP TYPE "public"."enum_state_fees_nonprofit_facts_designators_source_confidence";
  DROP TYPE "public"."enum_state_fees_processing_source_confidence";
  DROP TYPE "public"."enum_state_fees_names_source_confidence";`)
}
