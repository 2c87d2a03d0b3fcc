import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."cards_src" AS ENUM('cards', 'services');
  CREATE TYPE "public"."enum_pricing_plans_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pricing_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_pricing_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."pricing_src" AS ENUM('formation', 'custom');
  CREATE TYPE "public"."pricing_lay" AS ENUM('cards', 'table');
  CREATE TYPE "public"."enum_pricing_buttons_free_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pricing_buttons_popular_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pricing_buttons_standard_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."pricing_per" AS ENUM('monthly', 'yearly');
  CREATE TYPE "public"."enum__pricing_plans_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pricing_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__pricing_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__pricing_v_buttons_free_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pricing_v_buttons_popular_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pricing_v_buttons_standard_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."svc_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  CREATE TYPE "public"."enum_services_link_type" AS ENUM('reference', 'custom');
  CREATE TABLE "pricing_feat" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"included" boolean DEFAULT true
  );
  
  CREATE TABLE "pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"monthly_price" numeric,
  	"yearly_price" numeric,
  	"description" varchar,
  	"highlighted" boolean DEFAULT false,
  	"link_type" "enum_pricing_plans_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "pricing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_pricing_background" DEFAULT 'plain',
  	"spacing" "enum_pricing_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Pricing',
  	"title" varchar DEFAULT 'Choose the package that fits your company',
  	"intro" varchar DEFAULT 'One price, paid once. No subscriptions and no surprises at checkout.',
  	"source" "pricing_src" DEFAULT 'formation',
  	"layout" "pricing_lay" DEFAULT 'cards',
  	"buttons_free_type" "enum_pricing_buttons_free_type" DEFAULT 'reference',
  	"buttons_free_new_tab" boolean,
  	"buttons_free_reference_id" integer,
  	"buttons_free_url" varchar,
  	"buttons_free_label" varchar,
  	"buttons_popular_type" "enum_pricing_buttons_popular_type" DEFAULT 'reference',
  	"buttons_popular_new_tab" boolean,
  	"buttons_popular_reference_id" integer,
  	"buttons_popular_url" varchar,
  	"buttons_popular_label" varchar,
  	"buttons_standard_type" "enum_pricing_buttons_standard_type" DEFAULT 'reference',
  	"buttons_standard_new_tab" boolean,
  	"buttons_standard_reference_id" integer,
  	"buttons_standard_url" varchar,
  	"buttons_standard_label" varchar,
  	"period_toggle" boolean DEFAULT true,
  	"initial_period" "pricing_per" DEFAULT 'monthly',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pricing_feat_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"included" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_plans_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"monthly_price" numeric,
  	"yearly_price" numeric,
  	"description" varchar,
  	"highlighted" boolean DEFAULT false,
  	"link_type" "enum__pricing_plans_v_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__pricing_v_background" DEFAULT 'plain',
  	"spacing" "enum__pricing_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Pricing',
  	"title" varchar DEFAULT 'Choose the package that fits your company',
  	"intro" varchar DEFAULT 'One price, paid once. No subscriptions and no surprises at checkout.',
  	"source" "pricing_src" DEFAULT 'formation',
  	"layout" "pricing_lay" DEFAULT 'cards',
  	"buttons_free_type" "enum__pricing_v_buttons_free_type" DEFAULT 'reference',
  	"buttons_free_new_tab" boolean,
  	"buttons_free_reference_id" integer,
  	"buttons_free_url" varchar,
  	"buttons_free_label" varchar,
  	"buttons_popular_type" "enum__pricing_v_buttons_popular_type" DEFAULT 'reference',
  	"buttons_popular_new_tab" boolean,
  	"buttons_popular_reference_id" integer,
  	"buttons_popular_url" varchar,
  	"buttons_popular_label" varchar,
  	"buttons_standard_type" "enum__pricing_v_buttons_standard_type" DEFAULT 'reference',
  	"buttons_standard_new_tab" boolean,
  	"buttons_standard_reference_id" integer,
  	"buttons_standard_url" varchar,
  	"buttons_standard_label" varchar,
  	"period_toggle" boolean DEFAULT true,
  	"initial_period" "pricing_per" DEFAULT 'monthly',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"summary" varchar NOT NULL,
  	"icon" "svc_icon",
  	"order" numeric DEFAULT 100 NOT NULL,
  	"enable_link" boolean,
  	"link_type" "enum_services_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cards" ADD COLUMN "source" "cards_src" DEFAULT 'cards';
  ALTER TABLE "_cards_v" ADD COLUMN "source" "cards_src" DEFAULT 'cards';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "pricing_feat" ADD CONSTRAINT "pricing_feat_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_buttons_free_reference_id_pages_id_fk" FOREIGN KEY ("buttons_free_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_buttons_popular_reference_id_pages_id_fk" FOREIGN KEY ("buttons_popular_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_buttons_standard_reference_id_pages_id_fk" FOREIGN KEY ("buttons_standard_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_feat_v" ADD CONSTRAINT "_pricing_feat_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v" ADD CONSTRAINT "_pricing_plans_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v" ADD CONSTRAINT "_pricing_plans_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_buttons_free_reference_id_pages_id_fk" FOREIGN KEY ("buttons_free_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_buttons_popular_reference_id_pages_id_fk" FOREIGN KEY ("buttons_popular_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_buttons_standard_reference_id_pages_id_fk" FOREIGN KEY ("buttons_standard_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pricing_feat_order_idx" ON "pricing_feat" USING btree ("_order");
  CREATE INDEX "pricing_feat_parent_id_idx" ON "pricing_feat" USING btree ("_parent_id");
  CREATE INDEX "pricing_plans_order_idx" ON "pricing_plans" USING btree ("_order");
  CREATE INDEX "pricing_plans_parent_id_idx" ON "pricing_plans" USING btree ("_parent_id");
  CREATE INDEX "pricing_plans_link_link_reference_idx" ON "pricing_plans" USING btree ("link_reference_id");
  CREATE INDEX "pricing_order_idx" ON "pricing" USING btree ("_order");
  CREATE INDEX "pricing_parent_id_idx" ON "pricing" USING btree ("_parent_id");
  CREATE INDEX "pricing_path_idx" ON "pricing" USING btree ("_path");
  CREATE INDEX "pricing_buttons_free_buttons_free_reference_idx" ON "pricing" USING btree ("buttons_free_reference_id");
  CREATE INDEX "pricing_buttons_popular_buttons_popular_reference_idx" ON "pricing" USING btree ("buttons_popular_reference_id");
  CREATE INDEX "pricing_buttons_standard_buttons_standard_reference_idx" ON "pricing" USING btree ("buttons_standard_reference_id");
  CREATE INDEX "_pricing_feat_v_order_idx" ON "_pricing_feat_v" USING btree ("_order");
  CREATE INDEX "_pricing_feat_v_parent_id_idx" ON "_pricing_feat_v" USING btree ("_parent_id");
  CREATE INDEX "_pricing_plans_v_order_idx" ON "_pricing_plans_v" USING btree ("_order");
  CREATE INDEX "_pricing_plans_v_parent_id_idx" ON "_pricing_plans_v" USING btree ("_parent_id");
  CREATE INDEX "_pricing_plans_v_link_link_reference_idx" ON "_pricing_plans_v" USING btree ("link_reference_id");
  CREATE INDEX "_pricing_v_order_idx" ON "_pricing_v" USING btree ("_order");
  CREATE INDEX "_pricing_v_parent_id_idx" ON "_pricing_v" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_path_idx" ON "_pricing_v" USING btree ("_path");
  CREATE INDEX "_pricing_v_buttons_free_buttons_free_reference_idx" ON "_pricing_v" USING btree ("buttons_free_reference_id");
  CREATE INDEX "_pricing_v_buttons_popular_buttons_popular_reference_idx" ON "_pricing_v" USING btree ("buttons_popular_reference_id");
  CREATE INDEX "_pricing_v_buttons_standard_buttons_standard_reference_idx" ON "_pricing_v" USING btree ("buttons_standard_reference_id");
  CREATE INDEX "services_order_idx" ON "services" USING btree ("order");
  CREATE INDEX "services_link_link_reference_idx" ON "services" USING btree ("link_reference_id");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pricing_feat" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_feat_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pricing_feat" CASCADE;
  DROP TABLE "pricing_plans" CASCADE;
  DROP TABLE "pricing" CASCADE;
  DROP TABLE "_pricing_feat_v" CASCADE;
  DROP TABLE "_pricing_plans_v" CASCADE;
  DROP TABLE "_pricing_v" CASCADE;
  DROP TABLE "services" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_services_fk";
  
  DROP INDEX "payload_locked_documents_rels_services_id_idx";
  ALTER TABLE "cards" DROP COLUMN "source";
  ALTER TABLE "_cards_v" DROP COLUMN "source";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "services_id";
  DROP TYPE "public"."cards_src";
  DROP TYPE "public"."enum_pricing_plans_link_type";
  DROP TYPE "public"."enum_pricing_background";
  DROP TYPE "public"."enum_pricing_spacing";
  DROP TYPE "public"."pricing_src";
  DROP TYPE "public"."pricing_lay";
  DROP TYPE "public"."enum_pricing_buttons_free_type";
  DROP TYPE "public"."enum_pricing_buttons_popular_type";
  DROP TYPE "public"."enum_pricing_buttons_standard_type";
  DROP TYPE "public"."pricing_per";
  DROP TYPE "public"."enum__pricing_plans_v_link_type";
  DROP TYPE "public"."enum__pricing_v_background";
  DROP TYPE "public"."enum__pricing_v_spacing";
  DROP TYPE "public"."enum__pricing_v_buttons_free_type";
  DROP TYPE "public"."enum__pricing_v_buttons_popular_type";
  DROP TYPE "public"."enum__pricing_v_buttons_standard_type";
  DROP TYPE "public"."svc_icon";
  DROP TYPE "public"."enum_services_link_type";`)
}
