import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_logos_items_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_logos_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_logos_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_logos_layout" AS ENUM('strip', 'grid');
  CREATE TYPE "public"."enum_cdown_lnk_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_cdown_lnk_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_cdown_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_cdown_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_cdown_display" AS ENUM('page', 'section');
  CREATE TYPE "public"."enum_cdown_launchat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."enum__logos_items_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__logos_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__logos_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__logos_v_layout" AS ENUM('strip', 'grid');
  CREATE TYPE "public"."enum__cdown_lnk_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__cdown_lnk_v_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__cdown_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__cdown_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__cdown_v_display" AS ENUM('page', 'section');
  CREATE TYPE "public"."enum__cdown_v_launchat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TABLE "logos_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"enable_link" boolean,
  	"link_type" "enum_logos_items_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_logos_background" DEFAULT 'plain',
  	"spacing" "enum_logos_spacing" DEFAULT 'compact',
  	"layout" "enum_logos_layout" DEFAULT 'strip',
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar DEFAULT 'Trusted by founders across the United States',
  	"block_name" varchar
  );
  
  CREATE TABLE "cdown_lnk" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_cdown_lnk_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_appearance" "enum_cdown_lnk_link_appearance" DEFAULT 'primary'
  );
  
  CREATE TABLE "cdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_cdown_background" DEFAULT 'glow',
  	"spacing" "enum_cdown_spacing" DEFAULT 'spacious',
  	"display" "enum_cdown_display" DEFAULT 'page',
  	"eyebrow" varchar DEFAULT 'Coming soon',
  	"title" varchar DEFAULT 'Something new is on its way',
  	"intro" varchar DEFAULT 'Say in a sentence what launches and what it changes for your company.',
  	"launch_at" timestamp(3) with time zone,
  	"launchat_tz" "enum_cdown_launchat_tz" DEFAULT 'America/New_York',
  	"live_title" varchar DEFAULT 'It is here',
  	"live_text" varchar DEFAULT 'Say where to find what just launched.',
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_logos_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"enable_link" boolean,
  	"link_type" "enum__logos_items_v_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_logos_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__logos_v_background" DEFAULT 'plain',
  	"spacing" "enum__logos_v_spacing" DEFAULT 'compact',
  	"layout" "enum__logos_v_layout" DEFAULT 'strip',
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar DEFAULT 'Trusted by founders across the United States',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_cdown_lnk_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__cdown_lnk_v_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_appearance" "enum__cdown_lnk_v_link_appearance" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cdown_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__cdown_v_background" DEFAULT 'glow',
  	"spacing" "enum__cdown_v_spacing" DEFAULT 'spacious',
  	"display" "enum__cdown_v_display" DEFAULT 'page',
  	"eyebrow" varchar DEFAULT 'Coming soon',
  	"title" varchar DEFAULT 'Something new is on its way',
  	"intro" varchar DEFAULT 'Say in a sentence what launches and what it changes for your company.',
  	"launch_at" timestamp(3) with time zone,
  	"launchat_tz" "enum__cdown_v_launchat_tz" DEFAULT 'America/New_York',
  	"live_title" varchar DEFAULT 'It is here',
  	"live_text" varchar DEFAULT 'Say where to find what just launched.',
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "logos_items" ADD CONSTRAINT "logos_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "logos_items" ADD CONSTRAINT "logos_items_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "logos_items" ADD CONSTRAINT "logos_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "logos" ADD CONSTRAINT "logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cdown_lnk" ADD CONSTRAINT "cdown_lnk_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cdown_lnk" ADD CONSTRAINT "cdown_lnk_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cdown" ADD CONSTRAINT "cdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_logos_items_v" ADD CONSTRAINT "_logos_items_v_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_logos_items_v" ADD CONSTRAINT "_logos_items_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_logos_items_v" ADD CONSTRAINT "_logos_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_logos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_logos_v" ADD CONSTRAINT "_logos_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cdown_lnk_v" ADD CONSTRAINT "_cdown_lnk_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cdown_lnk_v" ADD CONSTRAINT "_cdown_lnk_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cdown_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cdown_v" ADD CONSTRAINT "_cdown_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "logos_items_order_idx" ON "logos_items" USING btree ("_order");
  CREATE INDEX "logos_items_parent_id_idx" ON "logos_items" USING btree ("_parent_id");
  CREATE INDEX "logos_items_logo_idx" ON "logos_items" USING btree ("logo_id");
  CREATE INDEX "logos_items_link_link_reference_idx" ON "logos_items" USING btree ("link_reference_id");
  CREATE INDEX "logos_order_idx" ON "logos" USING btree ("_order");
  CREATE INDEX "logos_parent_id_idx" ON "logos" USING btree ("_parent_id");
  CREATE INDEX "logos_path_idx" ON "logos" USING btree ("_path");
  CREATE INDEX "cdown_lnk_order_idx" ON "cdown_lnk" USING btree ("_order");
  CREATE INDEX "cdown_lnk_parent_id_idx" ON "cdown_lnk" USING btree ("_parent_id");
  CREATE INDEX "cdown_lnk_link_link_reference_idx" ON "cdown_lnk" USING btree ("link_reference_id");
  CREATE INDEX "cdown_order_idx" ON "cdown" USING btree ("_order");
  CREATE INDEX "cdown_parent_id_idx" ON "cdown" USING btree ("_parent_id");
  CREATE INDEX "cdown_path_idx" ON "cdown" USING btree ("_path");
  CREATE INDEX "_logos_items_v_order_idx" ON "_logos_items_v" USING btree ("_order");
  CREATE INDEX "_logos_items_v_parent_id_idx" ON "_logos_items_v" USING btree ("_parent_id");
  CREATE INDEX "_logos_items_v_logo_idx" ON "_logos_items_v" USING btree ("logo_id");
  CREATE INDEX "_logos_items_v_link_link_reference_idx" ON "_logos_items_v" USING btree ("link_reference_id");
  CREATE INDEX "_logos_v_order_idx" ON "_logos_v" USING btree ("_order");
  CREATE INDEX "_logos_v_parent_id_idx" ON "_logos_v" USING btree ("_parent_id");
  CREATE INDEX "_logos_v_path_idx" ON "_logos_v" USING btree ("_path");
  CREATE INDEX "_cdown_lnk_v_order_idx" ON "_cdown_lnk_v" USING btree ("_order");
  CREATE INDEX "_cdown_lnk_v_parent_id_idx" ON "_cdown_lnk_v" USING btree ("_parent_id");
  CREATE INDEX "_cdown_lnk_v_link_link_reference_idx" ON "_cdown_lnk_v" USING btree ("link_reference_id");
  CREATE INDEX "_cdown_v_order_idx" ON "_cdown_v" USING btree ("_order");
  CREATE INDEX "_cdown_v_parent_id_idx" ON "_cdown_v" USING btree ("_parent_id");
  CREATE INDEX "_cdown_v_path_idx" ON "_cdown_v" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "logos_items" CASCADE;
  DROP TABLE "logos" CASCADE;
  DROP TABLE "cdown_lnk" CASCADE;
  DROP TABLE "cdown" CASCADE;
  DROP TABLE "_logos_items_v" CASCADE;
  DROP TABLE "_logos_v" CASCADE;
  DROP TABLE "_cdown_lnk_v" CASCADE;
  DROP TABLE "_cdown_v" CASCADE;
  DROP TYPE "public"."enum_logos_items_link_type";
  DROP TYPE "public"."enum_logos_background";
  DROP TYPE "public"."enum_logos_spacing";
  DROP TYPE "public"."enum_logos_layout";
  DROP TYPE "public"."enum_cdown_lnk_link_type";
  DROP TYPE "public"."enum_cdown_lnk_link_appearance";
  DROP TYPE "public"."enum_cdown_background";
  DROP TYPE "public"."enum_cdown_spacing";
  DROP TYPE "public"."enum_cdown_display";
  DROP TYPE "public"."enum_cdown_launchat_tz";
  DROP TYPE "public"."enum__logos_items_v_link_type";
  DROP TYPE "public"."enum__logos_v_background";
  DROP TYPE "public"."enum__logos_v_spacing";
  DROP TYPE "public"."enum__logos_v_layout";
  DROP TYPE "public"."enum__cdown_lnk_v_link_type";
  DROP TYPE "public"."enum__cdown_lnk_v_link_appearance";
  DROP TYPE "public"."enum__cdown_v_background";
  DROP TYPE "public"."enum__cdown_v_spacing";
  DROP TYPE "public"."enum__cdown_v_display";
  DROP TYPE "public"."enum__cdown_v_launchat_tz";`)
}
