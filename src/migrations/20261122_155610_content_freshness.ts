import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_portfolio_filters" AS ENUM('website', 'branding', 'commercial', 'digital-art', 'ui-ux-design', 'design');
  CREATE TYPE "public"."enum_portfolio_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_portfolio_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."portfolio_layout" AS ENUM('classic', 'modern', 'minimal');
  CREATE TYPE "public"."enum_jobs_list_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_jobs_list_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__portfolio_v_filters" AS ENUM('website', 'branding', 'commercial', 'digital-art', 'ui-ux-design', 'design');
  CREATE TYPE "public"."enum__portfolio_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__portfolio_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__jobs_list_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__jobs_list_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_jobs_category" AS ENUM('design', 'development', 'business');
  CREATE TYPE "public"."enum_jobs_time_type" AS ENUM('full-time', 'part-time', 'contract', 'internship');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_category" AS ENUM('design', 'development', 'business');
  CREATE TYPE "public"."enum__jobs_v_version_time_type" AS ENUM('full-time', 'part-time', 'contract', 'internship');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_projects_tags" AS ENUM('website', 'branding', 'commercial', 'digital-art', 'ui-ux-design', 'design');
  CREATE TYPE "public"."enum_projects_category" AS ENUM('ui-ux-design', 'branding', 'marketing', 'commercial');
  CREATE TYPE "public"."enum_projects_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__projects_v_version_tags" AS ENUM('website', 'branding', 'commercial', 'digital-art', 'ui-ux-design', 'design');
  CREATE TYPE "public"."enum__projects_v_version_category" AS ENUM('ui-ux-design', 'branding', 'marketing', 'commercial');
  CREATE TYPE "public"."enum__projects_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_redirects_type" AS ENUM('307', '308');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "portfolio_filters" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_portfolio_filters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "portfolio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_portfolio_background" DEFAULT 'plain',
  	"spacing" "enum_portfolio_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Portfolio',
  	"title" varchar DEFAULT 'Work we are proud of',
  	"intro" varchar,
  	"layout" "portfolio_layout" DEFAULT 'classic',
  	"limit" numeric,
  	"all_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "jobs_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_jobs_list_background" DEFAULT 'plain',
  	"spacing" "enum_jobs_list_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Open positions',
  	"title" varchar DEFAULT 'Help founders start their companies',
  	"intro" varchar,
  	"empty_message" varchar DEFAULT 'No roles are open right now. Tell us what you do best and we will write when one opens.',
  	"block_name" varchar
  );
  
  CREATE TABLE "_portfolio_v_filters" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__portfolio_v_filters",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_portfolio_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__portfolio_v_background" DEFAULT 'plain',
  	"spacing" "enum__portfolio_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Portfolio',
  	"title" varchar DEFAULT 'Work we are proud of',
  	"intro" varchar,
  	"layout" "portfolio_layout" DEFAULT 'classic',
  	"limit" numeric,
  	"all_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jobs_list_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__jobs_list_v_background" DEFAULT 'plain',
  	"spacing" "enum__jobs_list_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Open positions',
  	"title" varchar DEFAULT 'Help founders start their companies',
  	"intro" varchar,
  	"empty_message" varchar DEFAULT 'No roles are open right now. Tell us what you do best and we will write when one opens.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_jobs_category",
  	"time_type" "enum_jobs_time_type" DEFAULT 'full-time',
  	"location" varchar,
  	"salary_min" numeric,
  	"salary_max" numeric,
  	"summary" varchar,
  	"description" jsonb,
  	"application_form_id" integer,
  	"open" boolean DEFAULT true,
  	"published_at" timestamp(3) with time zone,
  	"valid_through" timestamp(3) with time zone,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__jobs_v_version_category",
  	"version_time_type" "enum__jobs_v_version_time_type" DEFAULT 'full-time',
  	"version_location" varchar,
  	"version_salary_min" numeric,
  	"version_salary_max" numeric,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_application_form_id" integer,
  	"version_open" boolean DEFAULT true,
  	"version_published_at" timestamp(3) with time zone,
  	"version_valid_through" timestamp(3) with time zone,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "projects_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_projects_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "proj_work" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar
  );
  
  CREATE TABLE "proj_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"category" "enum_projects_category",
  	"image_id" integer,
  	"client" varchar,
  	"duration" varchar,
  	"website" varchar,
  	"summary" varchar,
  	"overview" varchar,
  	"featured" boolean,
  	"published_at" timestamp(3) with time zone,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_projects_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_projects_v_version_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__projects_v_version_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_proj_work_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"item" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_proj_results_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"figure" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_projects_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_category" "enum__projects_v_version_category",
  	"version_image_id" integer,
  	"version_client" varchar,
  	"version_duration" varchar,
  	"version_website" varchar,
  	"version_summary" varchar,
  	"version_overview" varchar,
  	"version_featured" boolean,
  	"version_published_at" timestamp(3) with time zone,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__projects_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"type" "enum_redirects_type" DEFAULT '308' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "projects_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "portfolio_filters" ADD CONSTRAINT "portfolio_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."portfolio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "portfolio" ADD CONSTRAINT "portfolio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs_list" ADD CONSTRAINT "jobs_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_v_filters" ADD CONSTRAINT "_portfolio_v_filters_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_portfolio_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_portfolio_v" ADD CONSTRAINT "_portfolio_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_list_v" ADD CONSTRAINT "_jobs_list_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_application_form_id_forms_id_fk" FOREIGN KEY ("application_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_application_form_id_forms_id_fk" FOREIGN KEY ("version_application_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_tags" ADD CONSTRAINT "projects_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_work" ADD CONSTRAINT "proj_work_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proj_results" ADD CONSTRAINT "proj_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v_version_tags" ADD CONSTRAINT "_projects_v_version_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_work_v" ADD CONSTRAINT "_proj_work_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proj_results_v" ADD CONSTRAINT "_proj_results_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_parent_id_projects_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_projects_v" ADD CONSTRAINT "_projects_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "portfolio_filters_order_idx" ON "portfolio_filters" USING btree ("order");
  CREATE INDEX "portfolio_filters_parent_idx" ON "portfolio_filters" USING btree ("parent_id");
  CREATE INDEX "portfolio_order_idx" ON "portfolio" USING btree ("_order");
  CREATE INDEX "portfolio_parent_id_idx" ON "portfolio" USING btree ("_parent_id");
  CREATE INDEX "portfolio_path_idx" ON "portfolio" USING btree ("_path");
  CREATE INDEX "jobs_list_order_idx" ON "jobs_list" USING btree ("_order");
  CREATE INDEX "jobs_list_parent_id_idx" ON "jobs_list" USING btree ("_parent_id");
  CREATE INDEX "jobs_list_path_idx" ON "jobs_list" USING btree ("_path");
  CREATE INDEX "_portfolio_v_filters_order_idx" ON "_portfolio_v_filters" USING btree ("order");
  CREATE INDEX "_portfolio_v_filters_parent_idx" ON "_portfolio_v_filters" USING btree ("parent_id");
  CREATE INDEX "_portfolio_v_order_idx" ON "_portfolio_v" USING btree ("_order");
  CREATE INDEX "_portfolio_v_parent_id_idx" ON "_portfolio_v" USING btree ("_parent_id");
  CREATE INDEX "_portfolio_v_path_idx" ON "_portfolio_v" USING btree ("_path");
  CREATE INDEX "_jobs_list_v_order_idx" ON "_jobs_list_v" USING btree ("_order");
  CREATE INDEX "_jobs_list_v_parent_id_idx" ON "_jobs_list_v" USING btree ("_parent_id");
  CREATE INDEX "_jobs_list_v_path_idx" ON "_jobs_list_v" USING btree ("_path");
  CREATE UNIQUE INDEX "jobs_slug_idx" ON "jobs" USING btree ("slug");
  CREATE INDEX "jobs_application_form_idx" ON "jobs" USING btree ("application_form_id");
  CREATE INDEX "jobs_meta_meta_image_idx" ON "jobs" USING btree ("meta_image_id");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_slug_idx" ON "_jobs_v" USING btree ("version_slug");
  CREATE INDEX "_jobs_v_version_version_application_form_idx" ON "_jobs_v" USING btree ("version_application_form_id");
  CREATE INDEX "_jobs_v_version_meta_version_meta_image_idx" ON "_jobs_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE INDEX "_jobs_v_autosave_idx" ON "_jobs_v" USING btree ("autosave");
  CREATE INDEX "projects_tags_order_idx" ON "projects_tags" USING btree ("order");
  CREATE INDEX "projects_tags_parent_idx" ON "projects_tags" USING btree ("parent_id");
  CREATE INDEX "proj_work_order_idx" ON "proj_work" USING btree ("_order");
  CREATE INDEX "proj_work_parent_id_idx" ON "proj_work" USING btree ("_parent_id");
  CREATE INDEX "proj_results_order_idx" ON "proj_results" USING btree ("_order");
  CREATE INDEX "proj_results_parent_id_idx" ON "proj_results" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");
  CREATE INDEX "projects_image_idx" ON "projects" USING btree ("image_id");
  CREATE INDEX "projects_meta_meta_image_idx" ON "projects" USING btree ("meta_image_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE INDEX "projects__status_idx" ON "projects" USING btree ("_status");
  CREATE INDEX "_projects_v_version_tags_order_idx" ON "_projects_v_version_tags" USING btree ("order");
  CREATE INDEX "_projects_v_version_tags_parent_idx" ON "_projects_v_version_tags" USING btree ("parent_id");
  CREATE INDEX "_proj_work_v_order_idx" ON "_proj_work_v" USING btree ("_order");
  CREATE INDEX "_proj_work_v_parent_id_idx" ON "_proj_work_v" USING btree ("_parent_id");
  CREATE INDEX "_proj_results_v_order_idx" ON "_proj_results_v" USING btree ("_order");
  CREATE INDEX "_proj_results_v_parent_id_idx" ON "_proj_results_v" USING btree ("_parent_id");
  CREATE INDEX "_projects_v_parent_idx" ON "_projects_v" USING btree ("parent_id");
  CREATE INDEX "_projects_v_version_version_slug_idx" ON "_projects_v" USING btree ("version_slug");
  CREATE INDEX "_projects_v_version_version_image_idx" ON "_projects_v" USING btree ("version_image_id");
  CREATE INDEX "_projects_v_version_meta_version_meta_image_idx" ON "_projects_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_projects_v_version_version_updated_at_idx" ON "_projects_v" USING btree ("version_updated_at");
  CREATE INDEX "_projects_v_version_version_created_at_idx" ON "_projects_v" USING btree ("version_created_at");
  CREATE INDEX "_projects_v_version_version__status_idx" ON "_projects_v" USING btree ("version__status");
  CREATE INDEX "_projects_v_created_at_idx" ON "_projects_v" USING btree ("created_at");
  CREATE INDEX "_projects_v_updated_at_idx" ON "_projects_v" USING btree ("updated_at");
  CREATE INDEX "_projects_v_latest_idx" ON "_projects_v" USING btree ("latest");
  CREATE INDEX "_projects_v_autosave_idx" ON "_projects_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "portfolio_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "portfolio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolio_v_filters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_portfolio_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_list_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proj_work" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proj_results" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "projects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v_version_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proj_work_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proj_results_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_projects_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "portfolio_filters" CASCADE;
  DROP TABLE "portfolio" CASCADE;
  DROP TABLE "jobs_list" CASCADE;
  DROP TABLE "_portfolio_v_filters" CASCADE;
  DROP TABLE "_portfolio_v" CASCADE;
  DROP TABLE "_jobs_list_v" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "projects_tags" CASCADE;
  DROP TABLE "proj_work" CASCADE;
  DROP TABLE "proj_results" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "_projects_v_version_tags" CASCADE;
  DROP TABLE "_proj_work_v" CASCADE;
  DROP TABLE "_proj_results_v" CASCADE;
  DROP TABLE "_projects_v" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_projects_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_jobs_id_idx";
  DROP INDEX "payload_locked_documents_rels_projects_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "projects_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_portfolio_filters";
  DROP TYPE "public"."enum_portfolio_background";
  DROP TYPE "public"."enum_portfolio_spacing";
  DROP TYPE "public"."portfolio_layout";
  DROP TYPE "public"."enum_jobs_list_background";
  DROP TYPE "public"."enum_jobs_list_spacing";
  DROP TYPE "public"."enum__portfolio_v_filters";
  DROP TYPE "public"."enum__portfolio_v_background";
  DROP TYPE "public"."enum__portfolio_v_spacing";
  DROP TYPE "public"."enum__jobs_list_v_background";
  DROP TYPE "public"."enum__jobs_list_v_spacing";
  DROP TYPE "public"."enum_jobs_category";
  DROP TYPE "public"."enum_jobs_time_type";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_category";
  DROP TYPE "public"."enum__jobs_v_version_time_type";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum_projects_tags";
  DROP TYPE "public"."enum_projects_category";
  DROP TYPE "public"."enum_projects_status";
  DROP TYPE "public"."enum__projects_v_version_tags";
  DROP TYPE "public"."enum__projects_v_version_category";
  DROP TYPE "public"."enum__projects_v_version_status";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_redirects_type";`)
}
