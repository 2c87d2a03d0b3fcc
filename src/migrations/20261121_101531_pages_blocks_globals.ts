import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."hero_lnk_look" AS ENUM('primary', 'outline');
  CREATE TYPE "public"."enum_hero_variant" AS ENUM('split', 'centered');
  CREATE TYPE "public"."feat_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  CREATE TYPE "public"."svc_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  CREATE TYPE "public"."proc_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  CREATE TYPE "public"."content_lnk_look" AS ENUM('primary', 'outline');
  CREATE TYPE "public"."content_pos" AS ENUM('left', 'right');
  CREATE TYPE "public"."cta_lnk_look" AS ENUM('primary', 'outline');
  CREATE TYPE "public"."enum__hero_v_variant" AS ENUM('split', 'centered');
  CREATE TABLE "ptitle" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"crumb" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "feat_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "feat_icon",
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "feat" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "svc_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "svc_icon",
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar DEFAULT 'Learn more',
  	"link" varchar
  );
  
  CREATE TABLE "svc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "proc_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"icon" "proc_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "proc" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "content_lnk" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"appearance" "content_lnk_look" DEFAULT 'primary'
  );
  
  CREATE TABLE "content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"content" jsonb,
  	"media_id" integer,
  	"media_position" "content_pos" DEFAULT 'right',
  	"block_name" varchar
  );
  
  CREATE TABLE "cta_lnk" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"appearance" "cta_lnk_look" DEFAULT 'primary'
  );
  
  CREATE TABLE "cta" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_ptitle_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"crumb" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_feat_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "feat_icon",
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_feat_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_svc_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "svc_icon",
  	"title" varchar,
  	"text" varchar,
  	"link_text" varchar DEFAULT 'Learn more',
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_svc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_proc_steps_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"icon" "proc_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_proc_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"heading" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_content_lnk_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"appearance" "content_lnk_look" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_content_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"eyebrow" varchar,
  	"content" jsonb,
  	"media_id" integer,
  	"media_position" "content_pos" DEFAULT 'right',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_cta_lnk_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"appearance" "cta_lnk_look" DEFAULT 'primary',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cta_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "hdr_sub" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "hdr_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"site_name" varchar DEFAULT 'Formation' NOT NULL,
  	"login_label" varchar DEFAULT 'Login',
  	"sign_up_label" varchar,
  	"sign_up_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "ftr_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "ftr_cols" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"about" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"contact_address" varchar,
  	"contact_support_hours" varchar DEFAULT 'Monday to Friday 9 am to 5 pm EST',
  	"contact_reply_time" varchar DEFAULT 'We reply to every email within 24 hours.',
  	"copyright" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"portal_url" varchar,
  	"preloader_enabled" boolean DEFAULT false,
  	"preloader_duration_ms" numeric DEFAULT 1000,
  	"wizard_step_delay_ms" numeric DEFAULT 2000,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "hero_lnk" ADD COLUMN "appearance" "hero_lnk_look" DEFAULT 'primary';
  ALTER TABLE "hero" ADD COLUMN "variant" "enum_hero_variant" DEFAULT 'split';
  ALTER TABLE "hero" ADD COLUMN "rating_score" numeric;
  ALTER TABLE "hero" ADD COLUMN "rating_label" varchar;
  ALTER TABLE "hero" ADD COLUMN "media_id" integer;
  ALTER TABLE "pages" ADD COLUMN "published_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_hero_lnk_v" ADD COLUMN "appearance" "hero_lnk_look" DEFAULT 'primary';
  ALTER TABLE "_hero_v" ADD COLUMN "variant" "enum__hero_v_variant" DEFAULT 'split';
  ALTER TABLE "_hero_v" ADD COLUMN "rating_score" numeric;
  ALTER TABLE "_hero_v" ADD COLUMN "rating_label" varchar;
  ALTER TABLE "_hero_v" ADD COLUMN "media_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_published_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "ptitle" ADD CONSTRAINT "ptitle_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feat_items" ADD CONSTRAINT "feat_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."feat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feat" ADD CONSTRAINT "feat_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "svc_items" ADD CONSTRAINT "svc_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."svc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "svc" ADD CONSTRAINT "svc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proc_steps" ADD CONSTRAINT "proc_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."proc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proc" ADD CONSTRAINT "proc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content_lnk" ADD CONSTRAINT "content_lnk_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content" ADD CONSTRAINT "content_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content" ADD CONSTRAINT "content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cta_lnk" ADD CONSTRAINT "cta_lnk_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cta"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cta" ADD CONSTRAINT "cta_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_texts" ADD CONSTRAINT "pages_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ptitle_v" ADD CONSTRAINT "_ptitle_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_feat_items_v" ADD CONSTRAINT "_feat_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_feat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_feat_v" ADD CONSTRAINT "_feat_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_svc_items_v" ADD CONSTRAINT "_svc_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_svc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_svc_v" ADD CONSTRAINT "_svc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proc_steps_v" ADD CONSTRAINT "_proc_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_proc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proc_v" ADD CONSTRAINT "_proc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_content_lnk_v" ADD CONSTRAINT "_content_lnk_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_content_v" ADD CONSTRAINT "_content_v_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_content_v" ADD CONSTRAINT "_content_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cta_lnk_v" ADD CONSTRAINT "_cta_lnk_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cta_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cta_v" ADD CONSTRAINT "_cta_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_texts" ADD CONSTRAINT "_pages_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hdr_sub" ADD CONSTRAINT "hdr_sub_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."hdr_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "hdr_nav" ADD CONSTRAINT "hdr_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ftr_links" ADD CONSTRAINT "ftr_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ftr_cols"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ftr_cols" ADD CONSTRAINT "ftr_cols_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ptitle_order_idx" ON "ptitle" USING btree ("_order");
  CREATE INDEX "ptitle_parent_id_idx" ON "ptitle" USING btree ("_parent_id");
  CREATE INDEX "ptitle_path_idx" ON "ptitle" USING btree ("_path");
  CREATE INDEX "feat_items_order_idx" ON "feat_items" USING btree ("_order");
  CREATE INDEX "feat_items_parent_id_idx" ON "feat_items" USING btree ("_parent_id");
  CREATE INDEX "feat_order_idx" ON "feat" USING btree ("_order");
  CREATE INDEX "feat_parent_id_idx" ON "feat" USING btree ("_parent_id");
  CREATE INDEX "feat_path_idx" ON "feat" USING btree ("_path");
  CREATE INDEX "svc_items_order_idx" ON "svc_items" USING btree ("_order");
  CREATE INDEX "svc_items_parent_id_idx" ON "svc_items" USING btree ("_parent_id");
  CREATE INDEX "svc_order_idx" ON "svc" USING btree ("_order");
  CREATE INDEX "svc_parent_id_idx" ON "svc" USING btree ("_parent_id");
  CREATE INDEX "svc_path_idx" ON "svc" USING btree ("_path");
  CREATE INDEX "proc_steps_order_idx" ON "proc_steps" USING btree ("_order");
  CREATE INDEX "proc_steps_parent_id_idx" ON "proc_steps" USING btree ("_parent_id");
  CREATE INDEX "proc_order_idx" ON "proc" USING btree ("_order");
  CREATE INDEX "proc_parent_id_idx" ON "proc" USING btree ("_parent_id");
  CREATE INDEX "proc_path_idx" ON "proc" USING btree ("_path");
  CREATE INDEX "content_lnk_order_idx" ON "content_lnk" USING btree ("_order");
  CREATE INDEX "content_lnk_parent_id_idx" ON "content_lnk" USING btree ("_parent_id");
  CREATE INDEX "content_order_idx" ON "content" USING btree ("_order");
  CREATE INDEX "content_parent_id_idx" ON "content" USING btree ("_parent_id");
  CREATE INDEX "content_path_idx" ON "content" USING btree ("_path");
  CREATE INDEX "content_media_idx" ON "content" USING btree ("media_id");
  CREATE INDEX "cta_lnk_order_idx" ON "cta_lnk" USING btree ("_order");
  CREATE INDEX "cta_lnk_parent_id_idx" ON "cta_lnk" USING btree ("_parent_id");
  CREATE INDEX "cta_order_idx" ON "cta" USING btree ("_order");
  CREATE INDEX "cta_parent_id_idx" ON "cta" USING btree ("_parent_id");
  CREATE INDEX "cta_path_idx" ON "cta" USING btree ("_path");
  CREATE INDEX "pages_texts_order_parent" ON "pages_texts" USING btree ("order","parent_id");
  CREATE INDEX "pages_texts_text_idx" ON "pages_texts" USING btree ("text");
  CREATE INDEX "_ptitle_v_order_idx" ON "_ptitle_v" USING btree ("_order");
  CREATE INDEX "_ptitle_v_parent_id_idx" ON "_ptitle_v" USING btree ("_parent_id");
  CREATE INDEX "_ptitle_v_path_idx" ON "_ptitle_v" USING btree ("_path");
  CREATE INDEX "_feat_items_v_order_idx" ON "_feat_items_v" USING btree ("_order");
  CREATE INDEX "_feat_items_v_parent_id_idx" ON "_feat_items_v" USING btree ("_parent_id");
  CREATE INDEX "_feat_v_order_idx" ON "_feat_v" USING btree ("_order");
  CREATE INDEX "_feat_v_parent_id_idx" ON "_feat_v" USING btree ("_parent_id");
  CREATE INDEX "_feat_v_path_idx" ON "_feat_v" USING btree ("_path");
  CREATE INDEX "_svc_items_v_order_idx" ON "_svc_items_v" USING btree ("_order");
  CREATE INDEX "_svc_items_v_parent_id_idx" ON "_svc_items_v" USING btree ("_parent_id");
  CREATE INDEX "_svc_v_order_idx" ON "_svc_v" USING btree ("_order");
  CREATE INDEX "_svc_v_parent_id_idx" ON "_svc_v" USING btree ("_parent_id");
  CREATE INDEX "_svc_v_path_idx" ON "_svc_v" USING btree ("_path");
  CREATE INDEX "_proc_steps_v_order_idx" ON "_proc_steps_v" USING btree ("_order");
  CREATE INDEX "_proc_steps_v_parent_id_idx" ON "_proc_steps_v" USING btree ("_parent_id");
  CREATE INDEX "_proc_v_order_idx" ON "_proc_v" USING btree ("_order");
  CREATE INDEX "_proc_v_parent_id_idx" ON "_proc_v" USING btree ("_parent_id");
  CREATE INDEX "_proc_v_path_idx" ON "_proc_v" USING btree ("_path");
  CREATE INDEX "_content_lnk_v_order_idx" ON "_content_lnk_v" USING btree ("_order");
  CREATE INDEX "_content_lnk_v_parent_id_idx" ON "_content_lnk_v" USING btree ("_parent_id");
  CREATE INDEX "_content_v_order_idx" ON "_content_v" USING btree ("_order");
  CREATE INDEX "_content_v_parent_id_idx" ON "_content_v" USING btree ("_parent_id");
  CREATE INDEX "_content_v_path_idx" ON "_content_v" USING btree ("_path");
  CREATE INDEX "_content_v_media_idx" ON "_content_v" USING btree ("media_id");
  CREATE INDEX "_cta_lnk_v_order_idx" ON "_cta_lnk_v" USING btree ("_order");
  CREATE INDEX "_cta_lnk_v_parent_id_idx" ON "_cta_lnk_v" USING btree ("_parent_id");
  CREATE INDEX "_cta_v_order_idx" ON "_cta_v" USING btree ("_order");
  CREATE INDEX "_cta_v_parent_id_idx" ON "_cta_v" USING btree ("_parent_id");
  CREATE INDEX "_cta_v_path_idx" ON "_cta_v" USING btree ("_path");
  CREATE INDEX "_pages_v_texts_order_parent" ON "_pages_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "hdr_sub_order_idx" ON "hdr_sub" USING btree ("_order");
  CREATE INDEX "hdr_sub_parent_id_idx" ON "hdr_sub" USING btree ("_parent_id");
  CREATE INDEX "hdr_nav_order_idx" ON "hdr_nav" USING btree ("_order");
  CREATE INDEX "hdr_nav_parent_id_idx" ON "hdr_nav" USING btree ("_parent_id");
  CREATE INDEX "header_logo_idx" ON "header" USING btree ("logo_id");
  CREATE INDEX "ftr_links_order_idx" ON "ftr_links" USING btree ("_order");
  CREATE INDEX "ftr_links_parent_id_idx" ON "ftr_links" USING btree ("_parent_id");
  CREATE INDEX "ftr_cols_order_idx" ON "ftr_cols" USING btree ("_order");
  CREATE INDEX "ftr_cols_parent_id_idx" ON "ftr_cols" USING btree ("_parent_id");
  ALTER TABLE "hero" ADD CONSTRAINT "hero_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_v" ADD CONSTRAINT "_hero_v_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "hero_media_idx" ON "hero" USING btree ("media_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "_hero_v_media_idx" ON "_hero_v" USING btree ("media_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ptitle" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feat_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feat" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "svc_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "svc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proc_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_lnk" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cta_lnk" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ptitle_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_feat_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_feat_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_svc_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_svc_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proc_steps_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proc_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_content_lnk_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_content_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cta_lnk_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cta_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hdr_sub" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hdr_nav" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "header" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ftr_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ftr_cols" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "footer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ptitle" CASCADE;
  DROP TABLE "feat_items" CASCADE;
  DROP TABLE "feat" CASCADE;
  DROP TABLE "svc_items" CASCADE;
  DROP TABLE "svc" CASCADE;
  DROP TABLE "proc_steps" CASCADE;
  DROP TABLE "proc" CASCADE;
  DROP TABLE "content_lnk" CASCADE;
  DROP TABLE "content" CASCADE;
  DROP TABLE "cta_lnk" CASCADE;
  DROP TABLE "cta" CASCADE;
  DROP TABLE "pages_texts" CASCADE;
  DROP TABLE "_ptitle_v" CASCADE;
  DROP TABLE "_feat_items_v" CASCADE;
  DROP TABLE "_feat_v" CASCADE;
  DROP TABLE "_svc_items_v" CASCADE;
  DROP TABLE "_svc_v" CASCADE;
  DROP TABLE "_proc_steps_v" CASCADE;
  DROP TABLE "_proc_v" CASCADE;
  DROP TABLE "_content_lnk_v" CASCADE;
  DROP TABLE "_content_v" CASCADE;
  DROP TABLE "_cta_lnk_v" CASCADE;
  DROP TABLE "_cta_v" CASCADE;
  DROP TABLE "_pages_v_texts" CASCADE;
  DROP TABLE "hdr_sub" CASCADE;
  DROP TABLE "hdr_nav" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "ftr_links" CASCADE;
  DROP TABLE "ftr_cols" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  ALTER TABLE "hero" DROP CONSTRAINT "hero_media_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_media_id_fk";
  
  ALTER TABLE "_hero_v" DROP CONSTRAINT "_hero_v_media_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk";
  
  DROP INDEX "hero_media_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_hero_v_media_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "_pages_v_autosave_idx";
  ALTER TABLE "hero_lnk" DROP COLUMN "appearance";
  ALTER TABLE "hero" DROP COLUMN "variant";
  ALTER TABLE "hero" DROP COLUMN "rating_score";
  ALTER TABLE "hero" DROP COLUMN "rating_label";
  ALTER TABLE "hero" DROP COLUMN "media_id";
  ALTER TABLE "pages" DROP COLUMN "published_at";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "_hero_lnk_v" DROP COLUMN "appearance";
  ALTER TABLE "_hero_v" DROP COLUMN "variant";
  ALTER TABLE "_hero_v" DROP COLUMN "rating_score";
  ALTER TABLE "_hero_v" DROP COLUMN "rating_label";
  ALTER TABLE "_hero_v" DROP COLUMN "media_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_published_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  DROP TYPE "public"."hero_lnk_look";
  DROP TYPE "public"."enum_hero_variant";
  DROP TYPE "public"."feat_icon";
  DROP TYPE "public"."svc_icon";
  DROP TYPE "public"."proc_icon";
  DROP TYPE "public"."content_lnk_look";
  DROP TYPE "public"."content_pos";
  DROP TYPE "public"."cta_lnk_look";
  DROP TYPE "public"."enum__hero_v_variant";`)
}
