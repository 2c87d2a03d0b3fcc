import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."content_list_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  CREATE TYPE "public"."content_list_style" AS ENUM('checks', 'numbered', 'cards');
  CREATE TYPE "public"."enum_stats_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_stats_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."stats_layout" AS ENUM('band', 'cards');
  CREATE TYPE "public"."enum_team_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_team_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."team_src" AS ENUM('all', 'picked');
  CREATE TYPE "public"."enum_team_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_team_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_quotes_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_quotes_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."quotes_layout" AS ENUM('single', 'grid');
  CREATE TYPE "public"."enum__stats_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__stats_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__team_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__team_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__team_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__team_v_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__quotes_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__quotes_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TABLE "content_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "content_list_icon",
  	"text" varchar
  );
  
  CREATE TABLE "stats_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_stats_background" DEFAULT 'plain',
  	"spacing" "enum_stats_spacing" DEFAULT 'normal',
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"layout" "stats_layout" DEFAULT 'band',
  	"block_name" varchar
  );
  
  CREATE TABLE "team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_team_background" DEFAULT 'plain',
  	"spacing" "enum_team_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Our team',
  	"title" varchar DEFAULT 'The people who file your company',
  	"intro" varchar,
  	"source" "team_src" DEFAULT 'all',
  	"limit" numeric,
  	"enable_link" boolean,
  	"link_type" "enum_team_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_appearance" "enum_team_link_appearance" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "quotes_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"avatar_id" integer,
  	"rating" numeric
  );
  
  CREATE TABLE "quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_quotes_background" DEFAULT 'plain',
  	"spacing" "enum_quotes_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Testimonials',
  	"title" varchar,
  	"intro" varchar,
  	"layout" "quotes_layout" DEFAULT 'grid',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"team_members_id" integer
  );
  
  CREATE TABLE "_content_list_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "content_list_icon",
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stats_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_stats_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__stats_v_background" DEFAULT 'plain',
  	"spacing" "enum__stats_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"layout" "stats_layout" DEFAULT 'band',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_team_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__team_v_background" DEFAULT 'plain',
  	"spacing" "enum__team_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Our team',
  	"title" varchar DEFAULT 'The people who file your company',
  	"intro" varchar,
  	"source" "team_src" DEFAULT 'all',
  	"limit" numeric,
  	"enable_link" boolean,
  	"link_type" "enum__team_v_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"link_appearance" "enum__team_v_link_appearance" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_quotes_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"avatar_id" integer,
  	"rating" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_quotes_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__quotes_v_background" DEFAULT 'plain',
  	"spacing" "enum__quotes_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Testimonials',
  	"title" varchar,
  	"intro" varchar,
  	"layout" "quotes_layout" DEFAULT 'grid',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"team_members_id" integer
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" varchar NOT NULL,
  	"photo_id" integer,
  	"bio" varchar,
  	"profile_url" varchar,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "content" ADD COLUMN "list_style" "content_list_style" DEFAULT 'checks';
  ALTER TABLE "_content_v" ADD COLUMN "list_style" "content_list_style" DEFAULT 'checks';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "content_list" ADD CONSTRAINT "content_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stats_items" ADD CONSTRAINT "stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stats" ADD CONSTRAINT "stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes_items" ADD CONSTRAINT "quotes_items_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes_items" ADD CONSTRAINT "quotes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_content_list_v" ADD CONSTRAINT "_content_list_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stats_items_v" ADD CONSTRAINT "_stats_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stats_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stats_v" ADD CONSTRAINT "_stats_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_v" ADD CONSTRAINT "_team_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_v" ADD CONSTRAINT "_team_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_items_v" ADD CONSTRAINT "_quotes_items_v_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quotes_items_v" ADD CONSTRAINT "_quotes_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quotes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_v" ADD CONSTRAINT "_quotes_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "content_list_order_idx" ON "content_list" USING btree ("_order");
  CREATE INDEX "content_list_parent_id_idx" ON "content_list" USING btree ("_parent_id");
  CREATE INDEX "stats_items_order_idx" ON "stats_items" USING btree ("_order");
  CREATE INDEX "stats_items_parent_id_idx" ON "stats_items" USING btree ("_parent_id");
  CREATE INDEX "stats_order_idx" ON "stats" USING btree ("_order");
  CREATE INDEX "stats_parent_id_idx" ON "stats" USING btree ("_parent_id");
  CREATE INDEX "stats_path_idx" ON "stats" USING btree ("_path");
  CREATE INDEX "team_order_idx" ON "team" USING btree ("_order");
  CREATE INDEX "team_parent_id_idx" ON "team" USING btree ("_parent_id");
  CREATE INDEX "team_path_idx" ON "team" USING btree ("_path");
  CREATE INDEX "team_link_link_reference_idx" ON "team" USING btree ("link_reference_id");
  CREATE INDEX "quotes_items_order_idx" ON "quotes_items" USING btree ("_order");
  CREATE INDEX "quotes_items_parent_id_idx" ON "quotes_items" USING btree ("_parent_id");
  CREATE INDEX "quotes_items_avatar_idx" ON "quotes_items" USING btree ("avatar_id");
  CREATE INDEX "quotes_order_idx" ON "quotes" USING btree ("_order");
  CREATE INDEX "quotes_parent_id_idx" ON "quotes" USING btree ("_parent_id");
  CREATE INDEX "quotes_path_idx" ON "quotes" USING btree ("_path");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_team_members_id_idx" ON "pages_rels" USING btree ("team_members_id");
  CREATE INDEX "_content_list_v_order_idx" ON "_content_list_v" USING btree ("_order");
  CREATE INDEX "_content_list_v_parent_id_idx" ON "_content_list_v" USING btree ("_parent_id");
  CREATE INDEX "_stats_items_v_order_idx" ON "_stats_items_v" USING btree ("_order");
  CREATE INDEX "_stats_items_v_parent_id_idx" ON "_stats_items_v" USING btree ("_parent_id");
  CREATE INDEX "_stats_v_order_idx" ON "_stats_v" USING btree ("_order");
  CREATE INDEX "_stats_v_parent_id_idx" ON "_stats_v" USING btree ("_parent_id");
  CREATE INDEX "_stats_v_path_idx" ON "_stats_v" USING btree ("_path");
  CREATE INDEX "_team_v_order_idx" ON "_team_v" USING btree ("_order");
  CREATE INDEX "_team_v_parent_id_idx" ON "_team_v" USING btree ("_parent_id");
  CREATE INDEX "_team_v_path_idx" ON "_team_v" USING btree ("_path");
  CREATE INDEX "_team_v_link_link_reference_idx" ON "_team_v" USING btree ("link_reference_id");
  CREATE INDEX "_quotes_items_v_order_idx" ON "_quotes_items_v" USING btree ("_order");
  CREATE INDEX "_quotes_items_v_parent_id_idx" ON "_quotes_items_v" USING btree ("_parent_id");
  CREATE INDEX "_quotes_items_v_avatar_idx" ON "_quotes_items_v" USING btree ("avatar_id");
  CREATE INDEX "_quotes_v_order_idx" ON "_quotes_v" USING btree ("_order");
  CREATE INDEX "_quotes_v_parent_id_idx" ON "_quotes_v" USING btree ("_parent_id");
  CREATE INDEX "_quotes_v_path_idx" ON "_quotes_v" USING btree ("_path");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_team_members_id_idx" ON "_pages_v_rels" USING btree ("team_members_id");
  CREATE INDEX "team_members_photo_idx" ON "team_members" USING btree ("photo_id");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "content_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_content_list_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stats_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stats_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "content_list" CASCADE;
  DROP TABLE "stats_items" CASCADE;
  DROP TABLE "stats" CASCADE;
  DROP TABLE "team" CASCADE;
  DROP TABLE "quotes_items" CASCADE;
  DROP TABLE "quotes" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_content_list_v" CASCADE;
  DROP TABLE "_stats_items_v" CASCADE;
  DROP TABLE "_stats_v" CASCADE;
  DROP TABLE "_team_v" CASCADE;
  DROP TABLE "_quotes_items_v" CASCADE;
  DROP TABLE "_quotes_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "team_members" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_members_fk";
  
  DROP INDEX "payload_locked_documents_rels_team_members_id_idx";
  ALTER TABLE "content" DROP COLUMN "list_style";
  ALTER TABLE "_content_v" DROP COLUMN "list_style";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_members_id";
  DROP TYPE "public"."content_list_icon";
  DROP TYPE "public"."content_list_style";
  DROP TYPE "public"."enum_stats_background";
  DROP TYPE "public"."enum_stats_spacing";
  DROP TYPE "public"."stats_layout";
  DROP TYPE "public"."enum_team_background";
  DROP TYPE "public"."enum_team_spacing";
  DROP TYPE "public"."team_src";
  DROP TYPE "public"."enum_team_link_type";
  DROP TYPE "public"."enum_team_link_appearance";
  DROP TYPE "public"."enum_quotes_background";
  DROP TYPE "public"."enum_quotes_spacing";
  DROP TYPE "public"."quotes_layout";
  DROP TYPE "public"."enum__stats_v_background";
  DROP TYPE "public"."enum__stats_v_spacing";
  DROP TYPE "public"."enum__team_v_background";
  DROP TYPE "public"."enum__team_v_spacing";
  DROP TYPE "public"."enum__team_v_link_type";
  DROP TYPE "public"."enum__team_v_link_appearance";
  DROP TYPE "public"."enum__quotes_v_background";
  DROP TYPE "public"."enum__quotes_v_spacing";`)
}
