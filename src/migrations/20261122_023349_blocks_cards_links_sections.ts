import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

type Db = MigrateUpArgs['db']

// Generated schema changes, split so the data moves between creating the new shape and dropping
// the old one: features, services and process blocks become card grids, headings take one shape,
// free-text links become page references where the page exists, and the site name moves to Site
// settings.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_hero_lnk_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_hero_lnk_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_hero_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_hero_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_ptitle_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_ptitle_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."cards_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  CREATE TYPE "public"."enum_cards_items_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_cards_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_cards_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_cards_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum_cards_card_style" AS ENUM('outlined', 'tinted', 'plain');
  CREATE TYPE "public"."enum_content_lnk_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_content_lnk_link_appearance" AS ENUM('primary', 'secondary', 'text');
  CREATE TYPE "public"."enum_content_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_content_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_rt_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_rt_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_cta_lnk_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_cta_lnk_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_cta_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_cta_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_wizard_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_wizard_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__hero_lnk_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__hero_lnk_v_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__hero_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__hero_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__ptitle_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__ptitle_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__cards_items_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__cards_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__cards_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__cards_v_columns" AS ENUM('2', '3', '4');
  CREATE TYPE "public"."enum__cards_v_card_style" AS ENUM('outlined', 'tinted', 'plain');
  CREATE TYPE "public"."enum__content_lnk_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__content_lnk_v_link_appearance" AS ENUM('primary', 'secondary', 'text');
  CREATE TYPE "public"."enum__content_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__content_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__rt_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__rt_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__cta_lnk_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__cta_lnk_v_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__cta_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__cta_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__wizard_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__wizard_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_hdr_sub_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_hdr_nav_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_header_sign_up_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_ftr_links_link_type" AS ENUM('reference', 'custom');
  CREATE TABLE "cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "cards_icon",
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"number" varchar,
  	"enable_link" boolean,
  	"link_type" "enum_cards_items_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar
  );
  CREATE TABLE "cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_cards_background" DEFAULT 'plain',
  	"spacing" "enum_cards_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Why us',
  	"title" varchar DEFAULT 'What you get',
  	"intro" varchar,
  	"columns" "enum_cards_columns" DEFAULT '3',
  	"card_style" "enum_cards_card_style" DEFAULT 'outlined',
  	"numbered" boolean DEFAULT false,
  	"block_name" varchar
  );
  CREATE TABLE "_cards_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "cards_icon",
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"number" varchar,
  	"enable_link" boolean,
  	"link_type" "enum__cards_items_v_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  CREATE TABLE "_cards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__cards_v_background" DEFAULT 'plain',
  	"spacing" "enum__cards_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Why us',
  	"title" varchar DEFAULT 'What you get',
  	"intro" varchar,
  	"columns" "enum__cards_v_columns" DEFAULT '3',
  	"card_style" "enum__cards_v_card_style" DEFAULT 'outlined',
  	"numbered" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  ALTER TABLE "hero_lnk" ADD COLUMN "link_type" "enum_hero_lnk_link_type" DEFAULT 'reference';
  ALTER TABLE "hero_lnk" ADD COLUMN "link_new_tab" boolean;
  ALTER TABLE "hero_lnk" ADD COLUMN "link_reference_id" integer;
  ALTER TABLE "hero_lnk" ADD COLUMN "link_url" varchar;
  ALTER TABLE "hero_lnk" ADD COLUMN "link_label" varchar;
  ALTER TABLE "hero_lnk" ADD COLUMN "link_appearance" "enum_hero_lnk_link_appearance" DEFAULT 'primary';
  ALTER TABLE "hero" ADD COLUMN "anchor" varchar;
  ALTER TABLE "hero" ADD COLUMN "background" "enum_hero_background" DEFAULT 'glow';
  ALTER TABLE "hero" ADD COLUMN "spacing" "enum_hero_spacing" DEFAULT 'normal';
  ALTER TABLE "hero" ADD COLUMN "title" varchar DEFAULT 'Start your company today';
  ALTER TABLE "hero" ADD COLUMN "intro" varchar DEFAULT 'Say in a sentence or two what visitors get.';
  ALTER TABLE "ptitle" ADD COLUMN "anchor" varchar;
  ALTER TABLE "ptitle" ADD COLUMN "background" "enum_ptitle_background" DEFAULT 'dark';
  ALTER TABLE "ptitle" ADD COLUMN "spacing" "enum_ptitle_spacing" DEFAULT 'compact';
  ALTER TABLE "content_lnk" ADD COLUMN "link_type" "enum_content_lnk_link_type" DEFAULT 'reference';
  ALTER TABLE "content_lnk" ADD COLUMN "link_new_tab" boolean;
  ALTER TABLE "content_lnk" ADD COLUMN "link_reference_id" integer;
  ALTER TABLE "content_lnk" ADD COLUMN "link_url" varchar;
  ALTER TABLE "content_lnk" ADD COLUMN "link_label" varchar;
  ALTER TABLE "content_lnk" ADD COLUMN "link_appearance" "enum_content_lnk_link_appearance" DEFAULT 'primary';
  ALTER TABLE "content" ADD COLUMN "anchor" varchar;
  ALTER TABLE "content" ADD COLUMN "background" "enum_content_background" DEFAULT 'plain';
  ALTER TABLE "content" ADD COLUMN "spacing" "enum_content_spacing" DEFAULT 'normal';
  ALTER TABLE "content" ADD COLUMN "title" varchar;
  ALTER TABLE "content" ADD COLUMN "intro" varchar;
  ALTER TABLE "rt" ADD COLUMN "anchor" varchar;
  ALTER TABLE "rt" ADD COLUMN "background" "enum_rt_background" DEFAULT 'plain';
  ALTER TABLE "rt" ADD COLUMN "spacing" "enum_rt_spacing" DEFAULT 'normal';
  ALTER TABLE "cta_lnk" ADD COLUMN "link_type" "enum_cta_lnk_link_type" DEFAULT 'reference';
  ALTER TABLE "cta_lnk" ADD COLUMN "link_new_tab" boolean;
  ALTER TABLE "cta_lnk" ADD COLUMN "link_reference_id" integer;
  ALTER TABLE "cta_lnk" ADD COLUMN "link_url" varchar;
  ALTER TABLE "cta_lnk" ADD COLUMN "link_label" varchar;
  ALTER TABLE "cta_lnk" ADD COLUMN "link_appearance" "enum_cta_lnk_link_appearance" DEFAULT 'primary';
  ALTER TABLE "cta" ADD COLUMN "anchor" varchar;
  ALTER TABLE "cta" ADD COLUMN "background" "enum_cta_background" DEFAULT 'plain';
  ALTER TABLE "cta" ADD COLUMN "spacing" "enum_cta_spacing" DEFAULT 'normal';
  ALTER TABLE "cta" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "cta" ADD COLUMN "title" varchar DEFAULT 'Ready to start your company?';
  ALTER TABLE "cta" ADD COLUMN "intro" varchar;
  ALTER TABLE "wizard" ADD COLUMN "anchor" varchar;
  ALTER TABLE "wizard" ADD COLUMN "background" "enum_wizard_background" DEFAULT 'tinted';
  ALTER TABLE "wizard" ADD COLUMN "spacing" "enum_wizard_spacing" DEFAULT 'normal';
  ALTER TABLE "_hero_lnk_v" ADD COLUMN "link_type" "enum__hero_lnk_v_link_type" DEFAULT 'reference';
  ALTER TABLE "_hero_lnk_v" ADD COLUMN "link_new_tab" boolean;
  ALTER TABLE "_hero_lnk_v" ADD COLUMN "link_reference_id" integer;
  ALTER TABLE "_hero_lnk_v" ADD COLUMN "link_url" varchar;
  ALTER TABLE "_hero_lnk_v" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_hero_lnk_v" ADD COLUMN "link_appearance" "enum__hero_lnk_v_link_appearance" DEFAULT 'primary';
  ALTER TABLE "_hero_v" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_hero_v" ADD COLUMN "background" "enum__hero_v_background" DEFAULT 'glow';
  ALTER TABLE "_hero_v" ADD COLUMN "spacing" "enum__hero_v_spacing" DEFAULT 'normal';
  ALTER TABLE "_hero_v" ADD COLUMN "title" varchar DEFAULT 'Start your company today';
  ALTER TABLE "_hero_v" ADD COLUMN "intro" varchar DEFAULT 'Say in a sentence or two what visitors get.';
  ALTER TABLE "_ptitle_v" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_ptitle_v" ADD COLUMN "background" "enum__ptitle_v_background" DEFAULT 'dark';
  ALTER TABLE "_ptitle_v" ADD COLUMN "spacing" "enum__ptitle_v_spacing" DEFAULT 'compact';
  ALTER TABLE "_content_lnk_v" ADD COLUMN "link_type" "enum__content_lnk_v_link_type" DEFAULT 'reference';
  ALTER TABLE "_content_lnk_v" ADD COLUMN "link_new_tab" boolean;
  ALTER TABLE "_content_lnk_v" ADD COLUMN "link_reference_id" integer;
  ALTER TABLE "_content_lnk_v" ADD COLUMN "link_url" varchar;
  ALTER TABLE "_content_lnk_v" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_content_lnk_v" ADD COLUMN "link_appearance" "enum__content_lnk_v_link_appearance" DEFAULT 'primary';
  ALTER TABLE "_content_v" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_content_v" ADD COLUMN "background" "enum__content_v_background" DEFAULT 'plain';
  ALTER TABLE "_content_v" ADD COLUMN "spacing" "enum__content_v_spacing" DEFAULT 'normal';
  ALTER TABLE "_content_v" ADD COLUMN "title" varchar;
  ALTER TABLE "_content_v" ADD COLUMN "intro" varchar;
  ALTER TABLE "_rt_v" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_rt_v" ADD COLUMN "background" "enum__rt_v_background" DEFAULT 'plain';
  ALTER TABLE "_rt_v" ADD COLUMN "spacing" "enum__rt_v_spacing" DEFAULT 'normal';
  ALTER TABLE "_cta_lnk_v" ADD COLUMN "link_type" "enum__cta_lnk_v_link_type" DEFAULT 'reference';
  ALTER TABLE "_cta_lnk_v" ADD COLUMN "link_new_tab" boolean;
  ALTER TABLE "_cta_lnk_v" ADD COLUMN "link_reference_id" integer;
  ALTER TABLE "_cta_lnk_v" ADD COLUMN "link_url" varchar;
  ALTER TABLE "_cta_lnk_v" ADD COLUMN "link_label" varchar;
  ALTER TABLE "_cta_lnk_v" ADD COLUMN "link_appearance" "enum__cta_lnk_v_link_appearance" DEFAULT 'primary';
  ALTER TABLE "_cta_v" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_cta_v" ADD COLUMN "background" "enum__cta_v_background" DEFAULT 'plain';
  ALTER TABLE "_cta_v" ADD COLUMN "spacing" "enum__cta_v_spacing" DEFAULT 'normal';
  ALTER TABLE "_cta_v" ADD COLUMN "eyebrow" varchar;
  ALTER TABLE "_cta_v" ADD COLUMN "title" varchar DEFAULT 'Ready to start your company?';
  ALTER TABLE "_cta_v" ADD COLUMN "intro" varchar;
  ALTER TABLE "_wizard_v" ADD COLUMN "anchor" varchar;
  ALTER TABLE "_wizard_v" ADD COLUMN "background" "enum__wizard_v_background" DEFAULT 'tinted';
  ALTER TABLE "_wizard_v" ADD COLUMN "spacing" "enum__wizard_v_spacing" DEFAULT 'normal';
  ALTER TABLE "hdr_sub" ADD COLUMN "link_type" "enum_hdr_sub_link_type" DEFAULT 'reference';
  ALTER TABLE "hdr_sub" ADD COLUMN "link_new_tab" boolean;
  ALTER TABLE "hdr_sub" ADD COLUMN "link_reference_id" integer;
  ALTER TABLE "hdr_sub" ADD COLUMN "link_url" varchar;
  ALTER TABLE "hdr_sub" ADD COLUMN "link_label" varchar;
  ALTER TABLE "hdr_nav" ADD COLUMN "link_type" "enum_hdr_nav_link_type" DEFAULT 'reference';
  ALTER TABLE "hdr_nav" ADD COLUMN "link_new_tab" boolean;
  ALTER TABLE "hdr_nav" ADD COLUMN "link_reference_id" integer;
  ALTER TABLE "hdr_nav" ADD COLUMN "link_url" varchar;
  ALTER TABLE "hdr_nav" ADD COLUMN "link_label" varchar;
  ALTER TABLE "header" ADD COLUMN "sign_up_type" "enum_header_sign_up_type" DEFAULT 'reference';
  ALTER TABLE "header" ADD COLUMN "sign_up_new_tab" boolean;
  ALTER TABLE "header" ADD COLUMN "sign_up_reference_id" integer;
  ALTER TABLE "ftr_links" ADD COLUMN "link_type" "enum_ftr_links_link_type" DEFAULT 'reference';
  ALTER TABLE "ftr_links" ADD COLUMN "link_new_tab" boolean;
  ALTER TABLE "ftr_links" ADD COLUMN "link_reference_id" integer;
  ALTER TABLE "ftr_links" ADD COLUMN "link_url" varchar;
  ALTER TABLE "ftr_links" ADD COLUMN "link_label" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_name" varchar DEFAULT 'Formation' NOT NULL;
  ALTER TABLE "cards_items" ADD CONSTRAINT "cards_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cards_items" ADD CONSTRAINT "cards_items_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cards_items" ADD CONSTRAINT "cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cards" ADD CONSTRAINT "cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cards_items_v" ADD CONSTRAINT "_cards_items_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cards_items_v" ADD CONSTRAINT "_cards_items_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cards_items_v" ADD CONSTRAINT "_cards_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cards_v" ADD CONSTRAINT "_cards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cards_items_order_idx" ON "cards_items" USING btree ("_order");
  CREATE INDEX "cards_items_parent_id_idx" ON "cards_items" USING btree ("_parent_id");
  CREATE INDEX "cards_items_image_idx" ON "cards_items" USING btree ("image_id");
  CREATE INDEX "cards_items_link_link_reference_idx" ON "cards_items" USING btree ("link_reference_id");
  CREATE INDEX "cards_order_idx" ON "cards" USING btree ("_order");
  CREATE INDEX "cards_parent_id_idx" ON "cards" USING btree ("_parent_id");
  CREATE INDEX "cards_path_idx" ON "cards" USING btree ("_path");
  CREATE INDEX "_cards_items_v_order_idx" ON "_cards_items_v" USING btree ("_order");
  CREATE INDEX "_cards_items_v_parent_id_idx" ON "_cards_items_v" USING btree ("_parent_id");
  CREATE INDEX "_cards_items_v_image_idx" ON "_cards_items_v" USING btree ("image_id");
  CREATE INDEX "_cards_items_v_link_link_reference_idx" ON "_cards_items_v" USING btree ("link_reference_id");
  CREATE INDEX "_cards_v_order_idx" ON "_cards_v" USING btree ("_order");
  CREATE INDEX "_cards_v_parent_id_idx" ON "_cards_v" USING btree ("_parent_id");
  CREATE INDEX "_cards_v_path_idx" ON "_cards_v" USING btree ("_path");
  ALTER TABLE "hero_lnk" ADD CONSTRAINT "hero_lnk_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "content_lnk" ADD CONSTRAINT "content_lnk_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cta_lnk" ADD CONSTRAINT "cta_lnk_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_hero_lnk_v" ADD CONSTRAINT "_hero_lnk_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_content_lnk_v" ADD CONSTRAINT "_content_lnk_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cta_lnk_v" ADD CONSTRAINT "_cta_lnk_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hdr_sub" ADD CONSTRAINT "hdr_sub_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "hdr_nav" ADD CONSTRAINT "hdr_nav_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_sign_up_reference_id_pages_id_fk" FOREIGN KEY ("sign_up_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ftr_links" ADD CONSTRAINT "ftr_links_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "hero_lnk_link_link_reference_idx" ON "hero_lnk" USING btree ("link_reference_id");
  CREATE INDEX "content_lnk_link_link_reference_idx" ON "content_lnk" USING btree ("link_reference_id");
  CREATE INDEX "cta_lnk_link_link_reference_idx" ON "cta_lnk" USING btree ("link_reference_id");
  CREATE INDEX "_hero_lnk_v_link_link_reference_idx" ON "_hero_lnk_v" USING btree ("link_reference_id");
  CREATE INDEX "_content_lnk_v_link_link_reference_idx" ON "_content_lnk_v" USING btree ("link_reference_id");
  CREATE INDEX "_cta_lnk_v_link_link_reference_idx" ON "_cta_lnk_v" USING btree ("link_reference_id");
  CREATE INDEX "hdr_sub_link_link_reference_idx" ON "hdr_sub" USING btree ("link_reference_id");
  CREATE INDEX "hdr_nav_link_link_reference_idx" ON "hdr_nav" USING btree ("link_reference_id");
  CREATE INDEX "header_sign_up_sign_up_reference_idx" ON "header" USING btree ("sign_up_reference_id");
  CREATE INDEX "ftr_links_link_link_reference_idx" ON "ftr_links" USING btree ("link_reference_id");
`)
  await moveDataUp(db)
  await db.execute(sql`
  ALTER TABLE "feat_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feat" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "svc_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "svc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proc_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proc" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_feat_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_feat_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_svc_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_svc_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proc_steps_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proc_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "feat_items" CASCADE;
  DROP TABLE "feat" CASCADE;
  DROP TABLE "svc_items" CASCADE;
  DROP TABLE "svc" CASCADE;
  DROP TABLE "proc_steps" CASCADE;
  DROP TABLE "proc" CASCADE;
  DROP TABLE "_feat_items_v" CASCADE;
  DROP TABLE "_feat_v" CASCADE;
  DROP TABLE "_svc_items_v" CASCADE;
  DROP TABLE "_svc_v" CASCADE;
  DROP TABLE "_proc_steps_v" CASCADE;
  DROP TABLE "_proc_v" CASCADE;
  ALTER TABLE "hero_lnk" DROP COLUMN "label";
  ALTER TABLE "hero_lnk" DROP COLUMN "url";
  ALTER TABLE "hero_lnk" DROP COLUMN "appearance";
  ALTER TABLE "hero" DROP COLUMN "heading";
  ALTER TABLE "hero" DROP COLUMN "text";
  ALTER TABLE "content_lnk" DROP COLUMN "label";
  ALTER TABLE "content_lnk" DROP COLUMN "url";
  ALTER TABLE "content_lnk" DROP COLUMN "appearance";
  ALTER TABLE "cta_lnk" DROP COLUMN "label";
  ALTER TABLE "cta_lnk" DROP COLUMN "url";
  ALTER TABLE "cta_lnk" DROP COLUMN "appearance";
  ALTER TABLE "cta" DROP COLUMN "heading";
  ALTER TABLE "cta" DROP COLUMN "text";
  ALTER TABLE "_hero_lnk_v" DROP COLUMN "label";
  ALTER TABLE "_hero_lnk_v" DROP COLUMN "url";
  ALTER TABLE "_hero_lnk_v" DROP COLUMN "appearance";
  ALTER TABLE "_hero_v" DROP COLUMN "heading";
  ALTER TABLE "_hero_v" DROP COLUMN "text";
  ALTER TABLE "_content_lnk_v" DROP COLUMN "label";
  ALTER TABLE "_content_lnk_v" DROP COLUMN "url";
  ALTER TABLE "_content_lnk_v" DROP COLUMN "appearance";
  ALTER TABLE "_cta_lnk_v" DROP COLUMN "label";
  ALTER TABLE "_cta_lnk_v" DROP COLUMN "url";
  ALTER TABLE "_cta_lnk_v" DROP COLUMN "appearance";
  ALTER TABLE "_cta_v" DROP COLUMN "heading";
  ALTER TABLE "_cta_v" DROP COLUMN "text";
  ALTER TABLE "hdr_sub" DROP COLUMN "label";
  ALTER TABLE "hdr_sub" DROP COLUMN "url";
  ALTER TABLE "hdr_nav" DROP COLUMN "label";
  ALTER TABLE "hdr_nav" DROP COLUMN "url";
  ALTER TABLE "header" DROP COLUMN "site_name";
  ALTER TABLE "ftr_links" DROP COLUMN "label";
  ALTER TABLE "ftr_links" DROP COLUMN "url";
  DROP TYPE "public"."hero_lnk_look";
  DROP TYPE "public"."feat_icon";
  DROP TYPE "public"."svc_icon";
  DROP TYPE "public"."proc_icon";
  DROP TYPE "public"."content_lnk_look";
  DROP TYPE "public"."cta_lnk_look";
  ALTER TABLE "hdr_sub" ALTER COLUMN "link_label" SET NOT NULL;
  ALTER TABLE "hdr_nav" ALTER COLUMN "link_label" SET NOT NULL;
  ALTER TABLE "ftr_links" ALTER COLUMN "link_label" SET NOT NULL;
`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."hero_lnk_look" AS ENUM('primary', 'outline');
  CREATE TYPE "public"."feat_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  CREATE TYPE "public"."svc_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  CREATE TYPE "public"."proc_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  CREATE TYPE "public"."content_lnk_look" AS ENUM('primary', 'outline');
  CREATE TYPE "public"."cta_lnk_look" AS ENUM('primary', 'outline');
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
  ALTER TABLE "hero_lnk" DROP CONSTRAINT "hero_lnk_link_reference_id_pages_id_fk";
  ALTER TABLE "content_lnk" DROP CONSTRAINT "content_lnk_link_reference_id_pages_id_fk";
  ALTER TABLE "cta_lnk" DROP CONSTRAINT "cta_lnk_link_reference_id_pages_id_fk";
  ALTER TABLE "_hero_lnk_v" DROP CONSTRAINT "_hero_lnk_v_link_reference_id_pages_id_fk";
  ALTER TABLE "_content_lnk_v" DROP CONSTRAINT "_content_lnk_v_link_reference_id_pages_id_fk";
  ALTER TABLE "_cta_lnk_v" DROP CONSTRAINT "_cta_lnk_v_link_reference_id_pages_id_fk";
  ALTER TABLE "hdr_sub" DROP CONSTRAINT "hdr_sub_link_reference_id_pages_id_fk";
  ALTER TABLE "hdr_nav" DROP CONSTRAINT "hdr_nav_link_reference_id_pages_id_fk";
  ALTER TABLE "header" DROP CONSTRAINT "header_sign_up_reference_id_pages_id_fk";
  ALTER TABLE "ftr_links" DROP CONSTRAINT "ftr_links_link_reference_id_pages_id_fk";
  DROP INDEX "hero_lnk_link_link_reference_idx";
  DROP INDEX "content_lnk_link_link_reference_idx";
  DROP INDEX "cta_lnk_link_link_reference_idx";
  DROP INDEX "_hero_lnk_v_link_link_reference_idx";
  DROP INDEX "_content_lnk_v_link_link_reference_idx";
  DROP INDEX "_cta_lnk_v_link_link_reference_idx";
  DROP INDEX "hdr_sub_link_link_reference_idx";
  DROP INDEX "hdr_nav_link_link_reference_idx";
  DROP INDEX "header_sign_up_sign_up_reference_idx";
  DROP INDEX "ftr_links_link_link_reference_idx";
  ALTER TABLE "hero_lnk" ADD COLUMN "label" varchar;
  ALTER TABLE "hero_lnk" ADD COLUMN "url" varchar;
  ALTER TABLE "hero_lnk" ADD COLUMN "appearance" "hero_lnk_look" DEFAULT 'primary';
  ALTER TABLE "hero" ADD COLUMN "heading" varchar;
  ALTER TABLE "hero" ADD COLUMN "text" varchar;
  ALTER TABLE "content_lnk" ADD COLUMN "label" varchar;
  ALTER TABLE "content_lnk" ADD COLUMN "url" varchar;
  ALTER TABLE "content_lnk" ADD COLUMN "appearance" "content_lnk_look" DEFAULT 'primary';
  ALTER TABLE "cta_lnk" ADD COLUMN "label" varchar;
  ALTER TABLE "cta_lnk" ADD COLUMN "url" varchar;
  ALTER TABLE "cta_lnk" ADD COLUMN "appearance" "cta_lnk_look" DEFAULT 'primary';
  ALTER TABLE "cta" ADD COLUMN "heading" varchar;
  ALTER TABLE "cta" ADD COLUMN "text" varchar;
  ALTER TABLE "_hero_lnk_v" ADD COLUMN "label" varchar;
  ALTER TABLE "_hero_lnk_v" ADD COLUMN "url" varchar;
  ALTER TABLE "_hero_lnk_v" ADD COLUMN "appearance" "hero_lnk_look" DEFAULT 'primary';
  ALTER TABLE "_hero_v" ADD COLUMN "heading" varchar;
  ALTER TABLE "_hero_v" ADD COLUMN "text" varchar;
  ALTER TABLE "_content_lnk_v" ADD COLUMN "label" varchar;
  ALTER TABLE "_content_lnk_v" ADD COLUMN "url" varchar;
  ALTER TABLE "_content_lnk_v" ADD COLUMN "appearance" "content_lnk_look" DEFAULT 'primary';
  ALTER TABLE "_cta_lnk_v" ADD COLUMN "label" varchar;
  ALTER TABLE "_cta_lnk_v" ADD COLUMN "url" varchar;
  ALTER TABLE "_cta_lnk_v" ADD COLUMN "appearance" "cta_lnk_look" DEFAULT 'primary';
  ALTER TABLE "_cta_v" ADD COLUMN "heading" varchar;
  ALTER TABLE "_cta_v" ADD COLUMN "text" varchar;
  ALTER TABLE "hdr_sub" ADD COLUMN "label" varchar;
  ALTER TABLE "hdr_sub" ADD COLUMN "url" varchar;
  ALTER TABLE "hdr_nav" ADD COLUMN "label" varchar;
  ALTER TABLE "hdr_nav" ADD COLUMN "url" varchar;
  ALTER TABLE "header" ADD COLUMN "site_name" varchar DEFAULT 'Formation' NOT NULL;
  ALTER TABLE "ftr_links" ADD COLUMN "label" varchar;
  ALTER TABLE "ftr_links" ADD COLUMN "url" varchar;
  ALTER TABLE "feat_items" ADD CONSTRAINT "feat_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."feat"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "feat" ADD CONSTRAINT "feat_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "svc_items" ADD CONSTRAINT "svc_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."svc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "svc" ADD CONSTRAINT "svc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proc_steps" ADD CONSTRAINT "proc_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."proc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proc" ADD CONSTRAINT "proc_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_feat_items_v" ADD CONSTRAINT "_feat_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_feat_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_feat_v" ADD CONSTRAINT "_feat_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_svc_items_v" ADD CONSTRAINT "_svc_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_svc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_svc_v" ADD CONSTRAINT "_svc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proc_steps_v" ADD CONSTRAINT "_proc_steps_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_proc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proc_v" ADD CONSTRAINT "_proc_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
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
`)
  await moveDataDown(db)
  await db.execute(sql`
  ALTER TABLE "cards_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cards_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cards_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cards_items" CASCADE;
  DROP TABLE "cards" CASCADE;
  DROP TABLE "_cards_items_v" CASCADE;
  DROP TABLE "_cards_v" CASCADE;
  ALTER TABLE "hero_lnk" DROP COLUMN "link_type";
  ALTER TABLE "hero_lnk" DROP COLUMN "link_new_tab";
  ALTER TABLE "hero_lnk" DROP COLUMN "link_reference_id";
  ALTER TABLE "hero_lnk" DROP COLUMN "link_url";
  ALTER TABLE "hero_lnk" DROP COLUMN "link_label";
  ALTER TABLE "hero_lnk" DROP COLUMN "link_appearance";
  ALTER TABLE "hero" DROP COLUMN "anchor";
  ALTER TABLE "hero" DROP COLUMN "background";
  ALTER TABLE "hero" DROP COLUMN "spacing";
  ALTER TABLE "hero" DROP COLUMN "title";
  ALTER TABLE "hero" DROP COLUMN "intro";
  ALTER TABLE "ptitle" DROP COLUMN "anchor";
  ALTER TABLE "ptitle" DROP COLUMN "background";
  ALTER TABLE "ptitle" DROP COLUMN "spacing";
  ALTER TABLE "content_lnk" DROP COLUMN "link_type";
  ALTER TABLE "content_lnk" DROP COLUMN "link_new_tab";
  ALTER TABLE "content_lnk" DROP COLUMN "link_reference_id";
  ALTER TABLE "content_lnk" DROP COLUMN "link_url";
  ALTER TABLE "content_lnk" DROP COLUMN "link_label";
  ALTER TABLE "content_lnk" DROP COLUMN "link_appearance";
  ALTER TABLE "content" DROP COLUMN "anchor";
  ALTER TABLE "content" DROP COLUMN "background";
  ALTER TABLE "content" DROP COLUMN "spacing";
  ALTER TABLE "content" DROP COLUMN "title";
  ALTER TABLE "content" DROP COLUMN "intro";
  ALTER TABLE "rt" DROP COLUMN "anchor";
  ALTER TABLE "rt" DROP COLUMN "background";
  ALTER TABLE "rt" DROP COLUMN "spacing";
  ALTER TABLE "cta_lnk" DROP COLUMN "link_type";
  ALTER TABLE "cta_lnk" DROP COLUMN "link_new_tab";
  ALTER TABLE "cta_lnk" DROP COLUMN "link_reference_id";
  ALTER TABLE "cta_lnk" DROP COLUMN "link_url";
  ALTER TABLE "cta_lnk" DROP COLUMN "link_label";
  ALTER TABLE "cta_lnk" DROP COLUMN "link_appearance";
  ALTER TABLE "cta" DROP COLUMN "anchor";
  ALTER TABLE "cta" DROP COLUMN "background";
  ALTER TABLE "cta" DROP COLUMN "spacing";
  ALTER TABLE "cta" DROP COLUMN "eyebrow";
  ALTER TABLE "cta" DROP COLUMN "title";
  ALTER TABLE "cta" DROP COLUMN "intro";
  ALTER TABLE "wizard" DROP COLUMN "anchor";
  ALTER TABLE "wizard" DROP COLUMN "background";
  ALTER TABLE "wizard" DROP COLUMN "spacing";
  ALTER TABLE "_hero_lnk_v" DROP COLUMN "link_type";
  ALTER TABLE "_hero_lnk_v" DROP COLUMN "link_new_tab";
  ALTER TABLE "_hero_lnk_v" DROP COLUMN "link_reference_id";
  ALTER TABLE "_hero_lnk_v" DROP COLUMN "link_url";
  ALTER TABLE "_hero_lnk_v" DROP COLUMN "link_label";
  ALTER TABLE "_hero_lnk_v" DROP COLUMN "link_appearance";
  ALTER TABLE "_hero_v" DROP COLUMN "anchor";
  ALTER TABLE "_hero_v" DROP COLUMN "background";
  ALTER TABLE "_hero_v" DROP COLUMN "spacing";
  ALTER TABLE "_hero_v" DROP COLUMN "title";
  ALTER TABLE "_hero_v" DROP COLUMN "intro";
  ALTER TABLE "_ptitle_v" DROP COLUMN "anchor";
  ALTER TABLE "_ptitle_v" DROP COLUMN "background";
  ALTER TABLE "_ptitle_v" DROP COLUMN "spacing";
  ALTER TABLE "_content_lnk_v" DROP COLUMN "link_type";
  ALTER TABLE "_content_lnk_v" DROP COLUMN "link_new_tab";
  ALTER TABLE "_content_lnk_v" DROP COLUMN "link_reference_id";
  ALTER TABLE "_content_lnk_v" DROP COLUMN "link_url";
  ALTER TABLE "_content_lnk_v" DROP COLUMN "link_label";
  ALTER TABLE "_content_lnk_v" DROP COLUMN "link_appearance";
  ALTER TABLE "_content_v" DROP COLUMN "anchor";
  ALTER TABLE "_content_v" DROP COLUMN "background";
  ALTER TABLE "_content_v" DROP COLUMN "spacing";
  ALTER TABLE "_content_v" DROP COLUMN "title";
  ALTER TABLE "_content_v" DROP COLUMN "intro";
  ALTER TABLE "_rt_v" DROP COLUMN "anchor";
  ALTER TABLE "_rt_v" DROP COLUMN "background";
  ALTER TABLE "_rt_v" DROP COLUMN "spacing";
  ALTER TABLE "_cta_lnk_v" DROP COLUMN "link_type";
  ALTER TABLE "_cta_lnk_v" DROP COLUMN "link_new_tab";
  ALTER TABLE "_cta_lnk_v" DROP COLUMN "link_reference_id";
  ALTER TABLE "_cta_lnk_v" DROP COLUMN "link_url";
  ALTER TABLE "_cta_lnk_v" DROP COLUMN "link_label";
  ALTER TABLE "_cta_lnk_v" DROP COLUMN "link_appearance";
  ALTER TABLE "_cta_v" DROP COLUMN "anchor";
  ALTER TABLE "_cta_v" DROP COLUMN "background";
  ALTER TABLE "_cta_v" DROP COLUMN "spacing";
  ALTER TABLE "_cta_v" DROP COLUMN "eyebrow";
  ALTER TABLE "_cta_v" DROP COLUMN "title";
  ALTER TABLE "_cta_v" DROP COLUMN "intro";
  ALTER TABLE "_wizard_v" DROP COLUMN "anchor";
  ALTER TABLE "_wizard_v" DROP COLUMN "background";
  ALTER TABLE "_wizard_v" DROP COLUMN "spacing";
  ALTER TABLE "hdr_sub" DROP COLUMN "link_type";
  ALTER TABLE "hdr_sub" DROP COLUMN "link_new_tab";
  ALTER TABLE "hdr_sub" DROP COLUMN "link_reference_id";
  ALTER TABLE "hdr_sub" DROP COLUMN "link_url";
  ALTER TABLE "hdr_sub" DROP COLUMN "link_label";
  ALTER TABLE "hdr_nav" DROP COLUMN "link_type";
  ALTER TABLE "hdr_nav" DROP COLUMN "link_new_tab";
  ALTER TABLE "hdr_nav" DROP COLUMN "link_reference_id";
  ALTER TABLE "hdr_nav" DROP COLUMN "link_url";
  ALTER TABLE "hdr_nav" DROP COLUMN "link_label";
  ALTER TABLE "header" DROP COLUMN "sign_up_type";
  ALTER TABLE "header" DROP COLUMN "sign_up_new_tab";
  ALTER TABLE "header" DROP COLUMN "sign_up_reference_id";
  ALTER TABLE "ftr_links" DROP COLUMN "link_type";
  ALTER TABLE "ftr_links" DROP COLUMN "link_new_tab";
  ALTER TABLE "ftr_links" DROP COLUMN "link_reference_id";
  ALTER TABLE "ftr_links" DROP COLUMN "link_url";
  ALTER TABLE "ftr_links" DROP COLUMN "link_label";
  ALTER TABLE "site_settings" DROP COLUMN "site_name";
  DROP TYPE "public"."enum_hero_lnk_link_type";
  DROP TYPE "public"."enum_hero_lnk_link_appearance";
  DROP TYPE "public"."enum_hero_background";
  DROP TYPE "public"."enum_hero_spacing";
  DROP TYPE "public"."enum_ptitle_background";
  DROP TYPE "public"."enum_ptitle_spacing";
  DROP TYPE "public"."cards_icon";
  DROP TYPE "public"."enum_cards_items_link_type";
  DROP TYPE "public"."enum_cards_background";
  DROP TYPE "public"."enum_cards_spacing";
  DROP TYPE "public"."enum_cards_columns";
  DROP TYPE "public"."enum_cards_card_style";
  DROP TYPE "public"."enum_content_lnk_link_type";
  DROP TYPE "public"."enum_content_lnk_link_appearance";
  DROP TYPE "public"."enum_content_background";
  DROP TYPE "public"."enum_content_spacing";
  DROP TYPE "public"."enum_rt_background";
  DROP TYPE "public"."enum_rt_spacing";
  DROP TYPE "public"."enum_cta_lnk_link_type";
  DROP TYPE "public"."enum_cta_lnk_link_appearance";
  DROP TYPE "public"."enum_cta_background";
  DROP TYPE "public"."enum_cta_spacing";
  DROP TYPE "public"."enum_wizard_background";
  DROP TYPE "public"."enum_wizard_spacing";
  DROP TYPE "public"."enum__hero_lnk_v_link_type";
  DROP TYPE "public"."enum__hero_lnk_v_link_appearance";
  DROP TYPE "public"."enum__hero_v_background";
  DROP TYPE "public"."enum__hero_v_spacing";
  DROP TYPE "public"."enum__ptitle_v_background";
  DROP TYPE "public"."enum__ptitle_v_spacing";
  DROP TYPE "public"."enum__cards_items_v_link_type";
  DROP TYPE "public"."enum__cards_v_background";
  DROP TYPE "public"."enum__cards_v_spacing";
  DROP TYPE "public"."enum__cards_v_columns";
  DROP TYPE "public"."enum__cards_v_card_style";
  DROP TYPE "public"."enum__content_lnk_v_link_type";
  DROP TYPE "public"."enum__content_lnk_v_link_appearance";
  DROP TYPE "public"."enum__content_v_background";
  DROP TYPE "public"."enum__content_v_spacing";
  DROP TYPE "public"."enum__rt_v_background";
  DROP TYPE "public"."enum__rt_v_spacing";
  DROP TYPE "public"."enum__cta_lnk_v_link_type";
  DROP TYPE "public"."enum__cta_lnk_v_link_appearance";
  DROP TYPE "public"."enum__cta_v_background";
  DROP TYPE "public"."enum__cta_v_spacing";
  DROP TYPE "public"."enum__wizard_v_background";
  DROP TYPE "public"."enum__wizard_v_spacing";
  DROP TYPE "public"."enum_hdr_sub_link_type";
  DROP TYPE "public"."enum_hdr_nav_link_type";
  DROP TYPE "public"."enum_header_sign_up_type";
  DROP TYPE "public"."enum_ftr_links_link_type";
  ALTER TABLE "hdr_sub" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "hdr_sub" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "hdr_nav" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "hdr_nav" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "ftr_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "ftr_links" ALTER COLUMN "url" SET NOT NULL;
`)
}

// ---------------------------------------------------------------------------------------------
// Data moves. Every statement runs on main and version tables alike (versions are prefixed `_`
// and suffixed `_v`; their ids are serials, so card-grid ids are offset per former block).

const run = (db: Db, statements: string[]) => db.execute(sql.raw(statements.join(';\n')))

/** The id of the page a free-text path names (`/free` → the page with slug free), or null. */
const pageFor = (url: string) =>
  `(SELECT p.id FROM pages p WHERE ${url} = '/' || p.slug OR (${url} = '/' AND p.slug = 'home') LIMIT 1)`

/** A free-text link moved into the link group: a page reference when that page exists. */
const linkColumns = (enumPrefix: string, url = 'url', label = 'label') => `
  link_label = ${label},
  link_new_tab = false,
  link_reference_id = ${pageFor(url)},
  link_url = CASE WHEN ${pageFor(url)} IS NULL THEN ${url} END,
  link_type = (CASE WHEN ${pageFor(url)} IS NULL THEN 'custom' ELSE 'reference' END)::"${enumPrefix}_link_type"`

const version = (table: string, versions: boolean) => (versions ? `_${table}_v` : table)

function linksUp(versions: boolean): string[] {
  const buttons = ['hero_lnk', 'content_lnk', 'cta_lnk'].map((name) => {
    const table = version(name, versions)
    return `UPDATE "${table}" SET ${linkColumns(`enum_${table}`)},
      link_appearance = (CASE WHEN appearance::text = 'outline' THEN 'secondary' ELSE 'primary' END)::"enum_${table}_link_appearance"`
  })
  const headings = ['hero', 'cta'].map(
    (name) => `UPDATE "${version(name, versions)}" SET title = heading, intro = text`,
  )
  return [...buttons, ...headings]
}

/** Features, services and process blocks of one table family as card grids. */
function cardsUp(versions: boolean): string[] {
  const t = (name: string) => version(name, versions)
  const id = (name: string, offset: string) =>
    versions ? `${t(name)}.id + ${offset}` : `${t(name)}.id`
  const uuid = versions ? ', _uuid' : ''
  const blockColumns = `_order, _parent_id, _path, id, anchor, background, spacing, eyebrow, title, intro, columns, card_style, numbered, block_name${uuid}`
  const itemColumns = `_order, _parent_id, ${versions ? '' : 'id, '}icon, title, text, number, enable_link, link_type, link_reference_id, link_url, link_label, link_new_tab${versions ? ', _uuid' : ''}`
  const featOffset = '0'
  const svcOffset = `(SELECT coalesce(max(id), 0) FROM "${t('feat')}")`
  const procOffset = `${svcOffset} + (SELECT coalesce(max(id), 0) FROM "${t('svc')}")`
  const itemId = (name: string) => (versions ? '' : `${t(name)}.id, `)
  const itemUuid = (name: string) => (versions ? `, ${t(name)}._uuid` : '')
  const linkEnum = `"enum_${t('cards_items')}_link_type"`
  return [
    `INSERT INTO "${t('cards')}" (${blockColumns})
      SELECT _order, _parent_id, _path, ${id('feat', featOffset)}, NULL, 'plain', 'normal', eyebrow, heading, intro, '4', 'plain', false, block_name${uuid} FROM "${t('feat')}"`,
    // The services grid was the page's #services before anchors were a field.
    `INSERT INTO "${t('cards')}" (${blockColumns})
      SELECT _order, _parent_id, _path, ${id('svc', svcOffset)},
        CASE WHEN row_number() OVER (PARTITION BY _parent_id ORDER BY _order) = 1 THEN 'services' END,
        'tinted', 'normal', eyebrow, heading, intro, '3', 'outlined', false, block_name${uuid} FROM "${t('svc')}"`,
    `INSERT INTO "${t('cards')}" (${blockColumns})
      SELECT _order, _parent_id, _path, ${id('proc', procOffset)}, NULL, 'plain', 'normal', eyebrow, heading, intro, '3', 'tinted', true, block_name${uuid} FROM "${t('proc')}"`,
    `INSERT INTO "${t('cards_items')}" (${itemColumns})
      SELECT i._order, ${versions ? `i._parent_id + ${featOffset}` : 'i._parent_id'}, ${itemId('feat_items').replace(`${t('feat_items')}.`, 'i.')}i.icon::text::cards_icon, i.title, i.description, NULL, false, NULL, NULL, NULL, NULL, NULL${itemUuid('feat_items').replace(`${t('feat_items')}.`, 'i.')}
      FROM "${t('feat_items')}" i`,
    `INSERT INTO "${t('cards_items')}" (${itemColumns})
      SELECT i._order, ${versions ? `i._parent_id + ${svcOffset}` : 'i._parent_id'}, ${itemId('svc_items').replace(`${t('svc_items')}.`, 'i.')}i.icon::text::cards_icon, i.title, i.text, NULL,
        coalesce(i.link, '') <> '',
        CASE WHEN coalesce(i.link, '') <> '' THEN (CASE WHEN ${pageFor('i.link')} IS NULL THEN 'custom' ELSE 'reference' END)::${linkEnum} END,
        ${pageFor('i.link')},
        CASE WHEN ${pageFor('i.link')} IS NULL THEN nullif(i.link, '') END,
        CASE WHEN coalesce(i.link, '') <> '' THEN coalesce(nullif(i.link_text, ''), 'Learn more') END,
        false${itemUuid('svc_items').replace(`${t('svc_items')}.`, 'i.')}
      FROM "${t('svc_items')}" i`,
    `INSERT INTO "${t('cards_items')}" (${itemColumns})
      SELECT i._order, ${versions ? `i._parent_id + ${procOffset}` : 'i._parent_id'}, ${itemId('proc_steps').replace(`${t('proc_steps')}.`, 'i.')}i.icon::text::cards_icon, i.title, i.text, i.number, false, NULL, NULL, NULL, NULL, NULL${itemUuid('proc_steps').replace(`${t('proc_steps')}.`, 'i.')}
      FROM "${t('proc_steps')}" i`,
    ...(versions
      ? [
          `SELECT setval(pg_get_serial_sequence('"_cards_v"', 'id'), coalesce((SELECT max(id) FROM "_cards_v"), 0) + 1, false)`,
        ]
      : []),
  ]
}

export async function moveDataUp(db: Db): Promise<void> {
  await run(db, [
    ...cardsUp(false),
    ...cardsUp(true),
    ...linksUp(false),
    ...linksUp(true),
    `UPDATE "hdr_nav" SET ${linkColumns('enum_hdr_nav')}`,
    `UPDATE "hdr_sub" SET ${linkColumns('enum_hdr_sub')}`,
    `UPDATE "ftr_links" SET ${linkColumns('enum_ftr_links')}`,
    `UPDATE "header" SET sign_up_new_tab = false,
      sign_up_reference_id = ${pageFor('sign_up_url')},
      sign_up_url = CASE WHEN ${pageFor('sign_up_url')} IS NULL THEN sign_up_url END,
      sign_up_type = (CASE WHEN ${pageFor('sign_up_url')} IS NULL THEN 'custom' ELSE 'reference' END)::"enum_header_sign_up_type"`,
    // The site name moves from the header to Site settings (created when the site has none yet).
    `INSERT INTO "site_settings" (site_name, updated_at, created_at)
      SELECT site_name, now(), now() FROM "header" WHERE NOT EXISTS (SELECT 1 FROM "site_settings") LIMIT 1`,
    `UPDATE "site_settings" SET site_name = h.site_name FROM (SELECT site_name FROM "header" LIMIT 1) h`,
  ])
}

/** A link group back to free text: a referenced page becomes its path. */
const linkTextDown = (prefix = 'link') =>
  `coalesce((SELECT CASE WHEN p.slug = 'home' THEN '/' ELSE '/' || p.slug END FROM pages p WHERE p.id = ${prefix}_reference_id), ${prefix}_url)`

function linksDown(versions: boolean): string[] {
  const buttons = ['hero_lnk', 'content_lnk', 'cta_lnk'].map((name) => {
    const table = version(name, versions)
    const look = `${name}_look`
    return `UPDATE "${table}" SET label = link_label, url = ${linkTextDown()},
      appearance = (CASE WHEN link_appearance::text = 'primary' THEN 'primary' ELSE 'outline' END)::"${look}"`
  })
  const headings = ['hero', 'cta'].map(
    (name) => `UPDATE "${version(name, versions)}" SET heading = coalesce(title, ''), text = intro`,
  )
  return [...buttons, ...headings]
}

/** Card grids back to the block each resembles: numbered → process, plain → features, else services. */
function cardsDown(versions: boolean): string[] {
  const t = (name: string) => version(name, versions)
  const uuid = versions ? ', _uuid' : ''
  const kinds = [
    {
      block: 'proc',
      items: 'proc_steps',
      when: 'c.numbered',
      itemColumns: 'icon, title, text, number',
      itemValues: `i.icon::text::proc_icon, i.title, i.text, i.number`,
    },
    {
      block: 'feat',
      items: 'feat_items',
      when: `NOT c.numbered AND c.card_style::text = 'plain'`,
      itemColumns: 'icon, title, description',
      itemValues: `i.icon::text::feat_icon, i.title, i.text`,
    },
    {
      block: 'svc',
      items: 'svc_items',
      when: `NOT c.numbered AND c.card_style::text <> 'plain'`,
      itemColumns: 'icon, title, text, link_text, link',
      itemValues: `i.icon::text::svc_icon, i.title, i.text, CASE WHEN i.enable_link THEN i.link_label END, CASE WHEN i.enable_link THEN ${linkTextDown('i.link')} END`,
    },
  ]
  return kinds.flatMap(({ block, items, when, itemColumns, itemValues }) => [
    `INSERT INTO "${t(block)}" (_order, _parent_id, _path, id, eyebrow, heading, intro, block_name${uuid})
      SELECT c._order, c._parent_id, c._path, c.id, c.eyebrow, c.title, c.intro, c.block_name${versions ? ', c._uuid' : ''} FROM "${t('cards')}" c WHERE ${when}`,
    `INSERT INTO "${t(items)}" (_order, _parent_id, ${versions ? '' : 'id, '}${itemColumns}${uuid})
      SELECT i._order, i._parent_id, ${versions ? '' : 'i.id, '}${itemValues}${versions ? ', i._uuid' : ''}
      FROM "${t('cards_items')}" i JOIN "${t('cards')}" c ON c.id = i._parent_id WHERE ${when}`,
    ...(versions
      ? [
          `SELECT setval(pg_get_serial_sequence('"${t(block)}"', 'id'), coalesce((SELECT max(id) FROM "${t(block)}"), 0) + 1, false)`,
        ]
      : []),
  ])
}

export async function moveDataDown(db: Db): Promise<void> {
  await run(db, [
    ...cardsDown(false),
    ...cardsDown(true),
    ...linksDown(false),
    ...linksDown(true),
    ...['hdr_nav', 'hdr_sub', 'ftr_links'].map(
      (table) => `UPDATE "${table}" SET label = link_label, url = ${linkTextDown()}`,
    ),
    `UPDATE "header" SET sign_up_url = ${linkTextDown('sign_up')}`,
    `UPDATE "header" SET site_name = s.site_name FROM (SELECT site_name FROM "site_settings" LIMIT 1) s`,
  ])
}
