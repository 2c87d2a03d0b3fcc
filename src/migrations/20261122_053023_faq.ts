import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."faq_grp_topic" AS ENUM('general', 'account', 'purchasing', 'technical', 'ordering', 'branding');
  CREATE TYPE "public"."enum_faq_lnk_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_faq_lnk_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_faq_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_faq_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_faq_layout" AS ENUM('grid', 'accordion', 'groups', 'tabs');
  CREATE TYPE "public"."enum__faq_lnk_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__faq_lnk_v_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__faq_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__faq_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__faq_v_layout" AS ENUM('grid', 'accordion', 'groups', 'tabs');
  CREATE TYPE "public"."faq_topic" AS ENUM('general', 'account', 'purchasing', 'technical', 'ordering', 'branding');
  CREATE TABLE "faq_grp" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"topic" "faq_grp_topic" DEFAULT 'general',
  	"limit" numeric
  );
  
  CREATE TABLE "faq_lnk" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_faq_lnk_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_appearance" "enum_faq_lnk_link_appearance" DEFAULT 'primary'
  );
  
  CREATE TABLE "faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_faq_background" DEFAULT 'plain',
  	"spacing" "enum_faq_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'FAQ',
  	"title" varchar DEFAULT 'Frequently asked questions',
  	"intro" varchar,
  	"layout" "enum_faq_layout" DEFAULT 'accordion',
  	"closing" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faq_grp_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"topic" "faq_grp_topic" DEFAULT 'general',
  	"limit" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faq_lnk_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__faq_lnk_v_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_appearance" "enum__faq_lnk_v_link_appearance" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faq_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__faq_v_background" DEFAULT 'plain',
  	"spacing" "enum__faq_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'FAQ',
  	"title" varchar DEFAULT 'Frequently asked questions',
  	"intro" varchar,
  	"layout" "enum__faq_v_layout" DEFAULT 'accordion',
  	"closing" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"topic" "faq_topic" DEFAULT 'general' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "faq_grp" ADD CONSTRAINT "faq_grp_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_lnk" ADD CONSTRAINT "faq_lnk_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_lnk" ADD CONSTRAINT "faq_lnk_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq" ADD CONSTRAINT "faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_grp_v" ADD CONSTRAINT "_faq_grp_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_lnk_v" ADD CONSTRAINT "_faq_lnk_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_lnk_v" ADD CONSTRAINT "_faq_lnk_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v" ADD CONSTRAINT "_faq_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "faq_grp_order_idx" ON "faq_grp" USING btree ("_order");
  CREATE INDEX "faq_grp_parent_id_idx" ON "faq_grp" USING btree ("_parent_id");
  CREATE INDEX "faq_lnk_order_idx" ON "faq_lnk" USING btree ("_order");
  CREATE INDEX "faq_lnk_parent_id_idx" ON "faq_lnk" USING btree ("_parent_id");
  CREATE INDEX "faq_lnk_link_link_reference_idx" ON "faq_lnk" USING btree ("link_reference_id");
  CREATE INDEX "faq_order_idx" ON "faq" USING btree ("_order");
  CREATE INDEX "faq_parent_id_idx" ON "faq" USING btree ("_parent_id");
  CREATE INDEX "faq_path_idx" ON "faq" USING btree ("_path");
  CREATE INDEX "_faq_grp_v_order_idx" ON "_faq_grp_v" USING btree ("_order");
  CREATE INDEX "_faq_grp_v_parent_id_idx" ON "_faq_grp_v" USING btree ("_parent_id");
  CREATE INDEX "_faq_lnk_v_order_idx" ON "_faq_lnk_v" USING btree ("_order");
  CREATE INDEX "_faq_lnk_v_parent_id_idx" ON "_faq_lnk_v" USING btree ("_parent_id");
  CREATE INDEX "_faq_lnk_v_link_link_reference_idx" ON "_faq_lnk_v" USING btree ("link_reference_id");
  CREATE INDEX "_faq_v_order_idx" ON "_faq_v" USING btree ("_order");
  CREATE INDEX "_faq_v_parent_id_idx" ON "_faq_v" USING btree ("_parent_id");
  CREATE INDEX "_faq_v_path_idx" ON "_faq_v" USING btree ("_path");
  CREATE INDEX "faqs__order_idx" ON "faqs" USING btree ("_order");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faq_grp" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_lnk" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_grp_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_lnk_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "faq_grp" CASCADE;
  DROP TABLE "faq_lnk" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "_faq_grp_v" CASCADE;
  DROP TABLE "_faq_lnk_v" CASCADE;
  DROP TABLE "_faq_v" CASCADE;
  DROP TABLE "faqs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  DROP TYPE "public"."faq_grp_topic";
  DROP TYPE "public"."enum_faq_lnk_link_type";
  DROP TYPE "public"."enum_faq_lnk_link_appearance";
  DROP TYPE "public"."enum_faq_background";
  DROP TYPE "public"."enum_faq_spacing";
  DROP TYPE "public"."enum_faq_layout";
  DROP TYPE "public"."enum__faq_lnk_v_link_type";
  DROP TYPE "public"."enum__faq_lnk_v_link_appearance";
  DROP TYPE "public"."enum__faq_v_background";
  DROP TYPE "public"."enum__faq_v_spacing";
  DROP TYPE "public"."enum__faq_v_layout";
  DROP TYPE "public"."faq_topic";`)
}
