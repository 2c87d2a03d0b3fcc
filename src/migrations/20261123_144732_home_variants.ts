import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_hero_video_provider" AS ENUM('youtube', 'vimeo', 'youku', 'custom');
  CREATE TYPE "public"."enum_video_items_video_provider" AS ENUM('youtube', 'vimeo', 'youku', 'custom');
  CREATE TYPE "public"."enum_video_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_video_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."video_layout" AS ENUM('single', 'cards');
  CREATE TYPE "public"."enum_video_video_provider" AS ENUM('youtube', 'vimeo', 'youku', 'custom');
  CREATE TYPE "public"."enum_tabs_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_tabs_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."ticker_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star', 'message-circle', 'chart', 'search', 'mail', 'server', 'database', 'cloud', 'zap', 'users', 'target', 'trending-up', 'dumbbell', 'heart-pulse', 'book-open', 'video', 'timer', 'layout', 'shopping-cart', 'pen-tool', 'code', 'send', 'calendar', 'refresh', 'smartphone', 'settings', 'hard-drive', 'shield-alert', 'file-text');
  CREATE TYPE "public"."enum_ticker_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_ticker_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_courses_items_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_courses_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_courses_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__hero_v_video_provider" AS ENUM('youtube', 'vimeo', 'youku', 'custom');
  CREATE TYPE "public"."enum__video_items_v_video_provider" AS ENUM('youtube', 'vimeo', 'youku', 'custom');
  CREATE TYPE "public"."enum__video_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__video_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__video_v_video_provider" AS ENUM('youtube', 'vimeo', 'youku', 'custom');
  CREATE TYPE "public"."enum__tabs_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__tabs_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__ticker_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__ticker_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__courses_items_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__courses_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__courses_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  ALTER TYPE "public"."cards_icon" ADD VALUE 'message-circle';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'chart';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'search';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'mail';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'server';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'database';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'cloud';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'zap';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'users';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'target';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'trending-up';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'dumbbell';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'heart-pulse';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'book-open';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'video';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'timer';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'layout';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'shopping-cart';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'pen-tool';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'code';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'send';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'calendar';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'refresh';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'smartphone';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'settings';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'hard-drive';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'shield-alert';
  ALTER TYPE "public"."cards_icon" ADD VALUE 'file-text';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'message-circle';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'chart';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'search';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'mail';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'server';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'database';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'cloud';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'zap';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'users';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'target';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'trending-up';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'dumbbell';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'heart-pulse';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'book-open';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'video';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'timer';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'layout';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'shopping-cart';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'pen-tool';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'code';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'send';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'calendar';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'refresh';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'smartphone';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'settings';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'hard-drive';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'shield-alert';
  ALTER TYPE "public"."content_list_icon" ADD VALUE 'file-text';
  ALTER TYPE "public"."team_src" ADD VALUE 'typed';
  ALTER TYPE "public"."quotes_layout" ADD VALUE 'masonry';
  ALTER TYPE "public"."quotes_layout" ADD VALUE 'slider';
  ALTER TYPE "public"."faq_grp_topic" ADD VALUE 'agency';
  ALTER TYPE "public"."faq_grp_topic" ADD VALUE 'courses';
  ALTER TYPE "public"."faq_grp_topic" ADD VALUE 'cold-email';
  ALTER TYPE "public"."faq_grp_topic" ADD VALUE 'time-tracking';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'message-circle';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'chart';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'search';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'mail';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'server';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'database';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'cloud';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'zap';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'users';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'target';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'trending-up';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'dumbbell';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'heart-pulse';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'book-open';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'video';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'timer';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'layout';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'shopping-cart';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'pen-tool';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'code';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'send';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'calendar';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'refresh';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'smartphone';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'settings';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'hard-drive';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'shield-alert';
  ALTER TYPE "public"."svc_icon" ADD VALUE 'file-text';
  ALTER TYPE "public"."faq_topic" ADD VALUE 'agency';
  ALTER TYPE "public"."faq_topic" ADD VALUE 'courses';
  ALTER TYPE "public"."faq_topic" ADD VALUE 'cold-email';
  ALTER TYPE "public"."faq_topic" ADD VALUE 'time-tracking';
  CREATE TABLE "video_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"thumbnail_id" integer,
  	"title" varchar,
  	"description" varchar,
  	"video_provider" "enum_video_items_video_provider" DEFAULT 'youtube',
  	"video_video_id" varchar,
  	"video_url" varchar,
  	"video_title" varchar
  );
  
  CREATE TABLE "video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_video_background" DEFAULT 'plain',
  	"spacing" "enum_video_spacing" DEFAULT 'normal',
  	"eyebrow" varchar,
  	"title" varchar DEFAULT 'See it in action',
  	"intro" varchar,
  	"layout" "video_layout" DEFAULT 'single',
  	"thumbnail_id" integer,
  	"video_provider" "enum_video_video_provider" DEFAULT 'youtube',
  	"video_video_id" varchar,
  	"video_url" varchar,
  	"video_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "tabs_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "tabs_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "tabs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_tabs_background" DEFAULT 'plain',
  	"spacing" "enum_tabs_spacing" DEFAULT 'normal',
  	"eyebrow" varchar,
  	"title" varchar DEFAULT 'Everything in one place',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "ticker_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"icon" "ticker_icon",
  	"logo_id" integer
  );
  
  CREATE TABLE "ticker" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_ticker_background" DEFAULT 'plain',
  	"spacing" "enum_ticker_spacing" DEFAULT 'compact',
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "team_people" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"bio" varchar
  );
  
  CREATE TABLE "courses_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"tag" varchar,
  	"price" numeric,
  	"rating" numeric,
  	"title" varchar,
  	"lessons" numeric,
  	"hours" numeric,
  	"link_type" "enum_courses_items_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar
  );
  
  CREATE TABLE "courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_courses_background" DEFAULT 'plain',
  	"spacing" "enum_courses_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Courses',
  	"title" varchar DEFAULT 'Popular courses',
  	"intro" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "page_menu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"anchor" varchar
  );
  
  CREATE TABLE "_video_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"thumbnail_id" integer,
  	"title" varchar,
  	"description" varchar,
  	"video_provider" "enum__video_items_v_video_provider" DEFAULT 'youtube',
  	"video_video_id" varchar,
  	"video_url" varchar,
  	"video_title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_video_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__video_v_background" DEFAULT 'plain',
  	"spacing" "enum__video_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar,
  	"title" varchar DEFAULT 'See it in action',
  	"intro" varchar,
  	"layout" "video_layout" DEFAULT 'single',
  	"thumbnail_id" integer,
  	"video_provider" "enum__video_v_video_provider" DEFAULT 'youtube',
  	"video_video_id" varchar,
  	"video_url" varchar,
  	"video_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_tabs_points_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tabs_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"media_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_tabs_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__tabs_v_background" DEFAULT 'plain',
  	"spacing" "enum__tabs_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar,
  	"title" varchar DEFAULT 'Everything in one place',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_ticker_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"icon" "ticker_icon",
  	"logo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_ticker_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__ticker_v_background" DEFAULT 'plain',
  	"spacing" "enum__ticker_v_spacing" DEFAULT 'compact',
  	"eyebrow" varchar,
  	"title" varchar,
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_team_people_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"bio" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_items_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"tag" varchar,
  	"price" numeric,
  	"rating" numeric,
  	"title" varchar,
  	"lessons" numeric,
  	"hours" numeric,
  	"link_type" "enum__courses_items_v_link_type" DEFAULT 'reference',
  	"link_new_tab" boolean,
  	"link_reference_id" integer,
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__courses_v_background" DEFAULT 'plain',
  	"spacing" "enum__courses_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Courses',
  	"title" varchar DEFAULT 'Popular courses',
  	"intro" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_page_menu_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"anchor" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "hero" ADD COLUMN "enable_video" boolean;
  ALTER TABLE "hero" ADD COLUMN "video_label" varchar DEFAULT 'Watch video';
  ALTER TABLE "hero" ADD COLUMN "video_provider" "enum_hero_video_provider" DEFAULT 'youtube';
  ALTER TABLE "hero" ADD COLUMN "video_video_id" varchar;
  ALTER TABLE "hero" ADD COLUMN "video_url" varchar;
  ALTER TABLE "hero" ADD COLUMN "video_title" varchar;
  ALTER TABLE "portfolio" ADD COLUMN "show_filters" boolean DEFAULT true;
  ALTER TABLE "pricing" ADD COLUMN "show_cents" boolean DEFAULT false;
  ALTER TABLE "cta" ADD COLUMN "apps_app_store" varchar;
  ALTER TABLE "cta" ADD COLUMN "apps_google_play" varchar;
  ALTER TABLE "cta" ADD COLUMN "media_id" integer;
  ALTER TABLE "_hero_v" ADD COLUMN "enable_video" boolean;
  ALTER TABLE "_hero_v" ADD COLUMN "video_label" varchar DEFAULT 'Watch video';
  ALTER TABLE "_hero_v" ADD COLUMN "video_provider" "enum__hero_v_video_provider" DEFAULT 'youtube';
  ALTER TABLE "_hero_v" ADD COLUMN "video_video_id" varchar;
  ALTER TABLE "_hero_v" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_hero_v" ADD COLUMN "video_title" varchar;
  ALTER TABLE "_portfolio_v" ADD COLUMN "show_filters" boolean DEFAULT true;
  ALTER TABLE "_pricing_v" ADD COLUMN "show_cents" boolean DEFAULT false;
  ALTER TABLE "_cta_v" ADD COLUMN "apps_app_store" varchar;
  ALTER TABLE "_cta_v" ADD COLUMN "apps_google_play" varchar;
  ALTER TABLE "_cta_v" ADD COLUMN "media_id" integer;
  ALTER TABLE "video_items" ADD CONSTRAINT "video_items_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_items" ADD CONSTRAINT "video_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video" ADD CONSTRAINT "video_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video" ADD CONSTRAINT "video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tabs_points" ADD CONSTRAINT "tabs_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tabs_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tabs_items" ADD CONSTRAINT "tabs_items_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tabs_items" ADD CONSTRAINT "tabs_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tabs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tabs" ADD CONSTRAINT "tabs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticker_items" ADD CONSTRAINT "ticker_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticker_items" ADD CONSTRAINT "ticker_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ticker"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticker" ADD CONSTRAINT "ticker_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_people" ADD CONSTRAINT "team_people_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_people" ADD CONSTRAINT "team_people_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_items" ADD CONSTRAINT "courses_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses_items" ADD CONSTRAINT "courses_items_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses_items" ADD CONSTRAINT "courses_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_menu" ADD CONSTRAINT "page_menu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_items_v" ADD CONSTRAINT "_video_items_v_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_items_v" ADD CONSTRAINT "_video_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_v" ADD CONSTRAINT "_video_v_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_v" ADD CONSTRAINT "_video_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tabs_points_v" ADD CONSTRAINT "_tabs_points_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tabs_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tabs_items_v" ADD CONSTRAINT "_tabs_items_v_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_tabs_items_v" ADD CONSTRAINT "_tabs_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_tabs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_tabs_v" ADD CONSTRAINT "_tabs_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ticker_items_v" ADD CONSTRAINT "_ticker_items_v_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_ticker_items_v" ADD CONSTRAINT "_ticker_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ticker_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ticker_v" ADD CONSTRAINT "_ticker_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_people_v" ADD CONSTRAINT "_team_people_v_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_people_v" ADD CONSTRAINT "_team_people_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_items_v" ADD CONSTRAINT "_courses_items_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_items_v" ADD CONSTRAINT "_courses_items_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_items_v" ADD CONSTRAINT "_courses_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_menu_v" ADD CONSTRAINT "_page_menu_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "video_items_order_idx" ON "video_items" USING btree ("_order");
  CREATE INDEX "video_items_parent_id_idx" ON "video_items" USING btree ("_parent_id");
  CREATE INDEX "video_items_thumbnail_idx" ON "video_items" USING btree ("thumbnail_id");
  CREATE INDEX "video_order_idx" ON "video" USING btree ("_order");
  CREATE INDEX "video_parent_id_idx" ON "video" USING btree ("_parent_id");
  CREATE INDEX "video_path_idx" ON "video" USING btree ("_path");
  CREATE INDEX "video_thumbnail_idx" ON "video" USING btree ("thumbnail_id");
  CREATE INDEX "tabs_points_order_idx" ON "tabs_points" USING btree ("_order");
  CREATE INDEX "tabs_points_parent_id_idx" ON "tabs_points" USING btree ("_parent_id");
  CREATE INDEX "tabs_items_order_idx" ON "tabs_items" USING btree ("_order");
  CREATE INDEX "tabs_items_parent_id_idx" ON "tabs_items" USING btree ("_parent_id");
  CREATE INDEX "tabs_items_media_idx" ON "tabs_items" USING btree ("media_id");
  CREATE INDEX "tabs_order_idx" ON "tabs" USING btree ("_order");
  CREATE INDEX "tabs_parent_id_idx" ON "tabs" USING btree ("_parent_id");
  CREATE INDEX "tabs_path_idx" ON "tabs" USING btree ("_path");
  CREATE INDEX "ticker_items_order_idx" ON "ticker_items" USING btree ("_order");
  CREATE INDEX "ticker_items_parent_id_idx" ON "ticker_items" USING btree ("_parent_id");
  CREATE INDEX "ticker_items_logo_idx" ON "ticker_items" USING btree ("logo_id");
  CREATE INDEX "ticker_order_idx" ON "ticker" USING btree ("_order");
  CREATE INDEX "ticker_parent_id_idx" ON "ticker" USING btree ("_parent_id");
  CREATE INDEX "ticker_path_idx" ON "ticker" USING btree ("_path");
  CREATE INDEX "team_people_order_idx" ON "team_people" USING btree ("_order");
  CREATE INDEX "team_people_parent_id_idx" ON "team_people" USING btree ("_parent_id");
  CREATE INDEX "team_people_photo_idx" ON "team_people" USING btree ("photo_id");
  CREATE INDEX "courses_items_order_idx" ON "courses_items" USING btree ("_order");
  CREATE INDEX "courses_items_parent_id_idx" ON "courses_items" USING btree ("_parent_id");
  CREATE INDEX "courses_items_image_idx" ON "courses_items" USING btree ("image_id");
  CREATE INDEX "courses_items_link_link_reference_idx" ON "courses_items" USING btree ("link_reference_id");
  CREATE INDEX "courses_order_idx" ON "courses" USING btree ("_order");
  CREATE INDEX "courses_parent_id_idx" ON "courses" USING btree ("_parent_id");
  CREATE INDEX "courses_path_idx" ON "courses" USING btree ("_path");
  CREATE INDEX "page_menu_order_idx" ON "page_menu" USING btree ("_order");
  CREATE INDEX "page_menu_parent_id_idx" ON "page_menu" USING btree ("_parent_id");
  CREATE INDEX "_video_items_v_order_idx" ON "_video_items_v" USING btree ("_order");
  CREATE INDEX "_video_items_v_parent_id_idx" ON "_video_items_v" USING btree ("_parent_id");
  CREATE INDEX "_video_items_v_thumbnail_idx" ON "_video_items_v" USING btree ("thumbnail_id");
  CREATE INDEX "_video_v_order_idx" ON "_video_v" USING btree ("_order");
  CREATE INDEX "_video_v_parent_id_idx" ON "_video_v" USING btree ("_parent_id");
  CREATE INDEX "_video_v_path_idx" ON "_video_v" USING btree ("_path");
  CREATE INDEX "_video_v_thumbnail_idx" ON "_video_v" USING btree ("thumbnail_id");
  CREATE INDEX "_tabs_points_v_order_idx" ON "_tabs_points_v" USING btree ("_order");
  CREATE INDEX "_tabs_points_v_parent_id_idx" ON "_tabs_points_v" USING btree ("_parent_id");
  CREATE INDEX "_tabs_items_v_order_idx" ON "_tabs_items_v" USING btree ("_order");
  CREATE INDEX "_tabs_items_v_parent_id_idx" ON "_tabs_items_v" USING btree ("_parent_id");
  CREATE INDEX "_tabs_items_v_media_idx" ON "_tabs_items_v" USING btree ("media_id");
  CREATE INDEX "_tabs_v_order_idx" ON "_tabs_v" USING btree ("_order");
  CREATE INDEX "_tabs_v_parent_id_idx" ON "_tabs_v" USING btree ("_parent_id");
  CREATE INDEX "_tabs_v_path_idx" ON "_tabs_v" USING btree ("_path");
  CREATE INDEX "_ticker_items_v_order_idx" ON "_ticker_items_v" USING btree ("_order");
  CREATE INDEX "_ticker_items_v_parent_id_idx" ON "_ticker_items_v" USING btree ("_parent_id");
  CREATE INDEX "_ticker_items_v_logo_idx" ON "_ticker_items_v" USING btree ("logo_id");
  CREATE INDEX "_ticker_v_order_idx" ON "_ticker_v" USING btree ("_order");
  CREATE INDEX "_ticker_v_parent_id_idx" ON "_ticker_v" USING btree ("_parent_id");
  CREATE INDEX "_ticker_v_path_idx" ON "_ticker_v" USING btree ("_path");
  CREATE INDEX "_team_people_v_order_idx" ON "_team_people_v" USING btree ("_order");
  CREATE INDEX "_team_people_v_parent_id_idx" ON "_team_people_v" USING btree ("_parent_id");
  CREATE INDEX "_team_people_v_photo_idx" ON "_team_people_v" USING btree ("photo_id");
  CREATE INDEX "_courses_items_v_order_idx" ON "_courses_items_v" USING btree ("_order");
  CREATE INDEX "_courses_items_v_parent_id_idx" ON "_courses_items_v" USING btree ("_parent_id");
  CREATE INDEX "_courses_items_v_image_idx" ON "_courses_items_v" USING btree ("image_id");
  CREATE INDEX "_courses_items_v_link_link_reference_idx" ON "_courses_items_v" USING btree ("link_reference_id");
  CREATE INDEX "_courses_v_order_idx" ON "_courses_v" USING btree ("_order");
  CREATE INDEX "_courses_v_parent_id_idx" ON "_courses_v" USING btree ("_parent_id");
  CREATE INDEX "_courses_v_path_idx" ON "_courses_v" USING btree ("_path");
  CREATE INDEX "_page_menu_v_order_idx" ON "_page_menu_v" USING btree ("_order");
  CREATE INDEX "_page_menu_v_parent_id_idx" ON "_page_menu_v" USING btree ("_parent_id");
  ALTER TABLE "cta" ADD CONSTRAINT "cta_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cta_v" ADD CONSTRAINT "_cta_v_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cta_media_idx" ON "cta" USING btree ("media_id");
  CREATE INDEX "_cta_v_media_idx" ON "_cta_v" USING btree ("media_id");`)
  // The front page's slug becomes "index": /home is Home 1 now, its own page.
  await db.execute(sql`
  UPDATE "pages" SET "slug" = 'index'
    WHERE "slug" = 'home' AND NOT EXISTS (SELECT 1 FROM "pages" WHERE "slug" = 'index');
  UPDATE "_pages_v" SET "version_slug" = 'index'
    WHERE "version_slug" = 'home' AND "parent_id" IN (SELECT "id" FROM "pages" WHERE "slug" = 'index');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "pages" SET "slug" = 'home'
    WHERE "slug" = 'index' AND NOT EXISTS (SELECT 1 FROM "pages" WHERE "slug" = 'home');
  UPDATE "_pages_v" SET "version_slug" = 'home'
    WHERE "version_slug" = 'index' AND "parent_id" IN (SELECT "id" FROM "pages" WHERE "slug" = 'home');`)
  await db.execute(sql`
   ALTER TABLE "video_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tabs_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tabs_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tabs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticker_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticker" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_people" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "page_menu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_video_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tabs_points_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tabs_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_tabs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ticker_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_ticker_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_people_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_page_menu_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "video_items" CASCADE;
  DROP TABLE "video" CASCADE;
  DROP TABLE "tabs_points" CASCADE;
  DROP TABLE "tabs_items" CASCADE;
  DROP TABLE "tabs" CASCADE;
  DROP TABLE "ticker_items" CASCADE;
  DROP TABLE "ticker" CASCADE;
  DROP TABLE "team_people" CASCADE;
  DROP TABLE "courses_items" CASCADE;
  DROP TABLE "courses" CASCADE;
  DROP TABLE "page_menu" CASCADE;
  DROP TABLE "_video_items_v" CASCADE;
  DROP TABLE "_video_v" CASCADE;
  DROP TABLE "_tabs_points_v" CASCADE;
  DROP TABLE "_tabs_items_v" CASCADE;
  DROP TABLE "_tabs_v" CASCADE;
  DROP TABLE "_ticker_items_v" CASCADE;
  DROP TABLE "_ticker_v" CASCADE;
  DROP TABLE "_team_people_v" CASCADE;
  DROP TABLE "_courses_items_v" CASCADE;
  DROP TABLE "_courses_v" CASCADE;
  DROP TABLE "_page_menu_v" CASCADE;
  ALTER TABLE "cta" DROP CONSTRAINT "cta_media_id_media_id_fk";
  
  ALTER TABLE "_cta_v" DROP CONSTRAINT "_cta_v_media_id_media_id_fk";
  
  ALTER TABLE "cards_items" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "_cards_items_v" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."cards_icon";
  CREATE TYPE "public"."cards_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  ALTER TABLE "cards_items" ALTER COLUMN "icon" SET DATA TYPE "public"."cards_icon" USING "icon"::"public"."cards_icon";
  ALTER TABLE "_cards_items_v" ALTER COLUMN "icon" SET DATA TYPE "public"."cards_icon" USING "icon"::"public"."cards_icon";
  ALTER TABLE "content_list" ALTER COLUMN "icon" SET DATA TYPE text;
  ALTER TABLE "_content_list_v" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."content_list_icon";
  CREATE TYPE "public"."content_list_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  ALTER TABLE "content_list" ALTER COLUMN "icon" SET DATA TYPE "public"."content_list_icon" USING "icon"::"public"."content_list_icon";
  ALTER TABLE "_content_list_v" ALTER COLUMN "icon" SET DATA TYPE "public"."content_list_icon" USING "icon"::"public"."content_list_icon";
  ALTER TABLE "team" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "team" ALTER COLUMN "source" SET DEFAULT 'all'::text;
  ALTER TABLE "_team_v" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "_team_v" ALTER COLUMN "source" SET DEFAULT 'all'::text;
  DROP TYPE "public"."team_src";
  CREATE TYPE "public"."team_src" AS ENUM('all', 'picked');
  ALTER TABLE "team" ALTER COLUMN "source" SET DEFAULT 'all'::"public"."team_src";
  ALTER TABLE "team" ALTER COLUMN "source" SET DATA TYPE "public"."team_src" USING "source"::"public"."team_src";
  ALTER TABLE "_team_v" ALTER COLUMN "source" SET DEFAULT 'all'::"public"."team_src";
  ALTER TABLE "_team_v" ALTER COLUMN "source" SET DATA TYPE "public"."team_src" USING "source"::"public"."team_src";
  ALTER TABLE "quotes" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "quotes" ALTER COLUMN "layout" SET DEFAULT 'grid'::text;
  ALTER TABLE "_quotes_v" ALTER COLUMN "layout" SET DATA TYPE text;
  ALTER TABLE "_quotes_v" ALTER COLUMN "layout" SET DEFAULT 'grid'::text;
  DROP TYPE "public"."quotes_layout";
  CREATE TYPE "public"."quotes_layout" AS ENUM('single', 'grid');
  ALTER TABLE "quotes" ALTER COLUMN "layout" SET DEFAULT 'grid'::"public"."quotes_layout";
  ALTER TABLE "quotes" ALTER COLUMN "layout" SET DATA TYPE "public"."quotes_layout" USING "layout"::"public"."quotes_layout";
  ALTER TABLE "_quotes_v" ALTER COLUMN "layout" SET DEFAULT 'grid'::"public"."quotes_layout";
  ALTER TABLE "_quotes_v" ALTER COLUMN "layout" SET DATA TYPE "public"."quotes_layout" USING "layout"::"public"."quotes_layout";
  ALTER TABLE "faq_grp" ALTER COLUMN "topic" SET DATA TYPE text;
  ALTER TABLE "faq_grp" ALTER COLUMN "topic" SET DEFAULT 'general'::text;
  ALTER TABLE "_faq_grp_v" ALTER COLUMN "topic" SET DATA TYPE text;
  ALTER TABLE "_faq_grp_v" ALTER COLUMN "topic" SET DEFAULT 'general'::text;
  DROP TYPE "public"."faq_grp_topic";
  CREATE TYPE "public"."faq_grp_topic" AS ENUM('general', 'account', 'purchasing', 'technical', 'ordering', 'branding');
  ALTER TABLE "faq_grp" ALTER COLUMN "topic" SET DEFAULT 'general'::"public"."faq_grp_topic";
  ALTER TABLE "faq_grp" ALTER COLUMN "topic" SET DATA TYPE "public"."faq_grp_topic" USING "topic"::"public"."faq_grp_topic";
  ALTER TABLE "_faq_grp_v" ALTER COLUMN "topic" SET DEFAULT 'general'::"public"."faq_grp_topic";
  ALTER TABLE "_faq_grp_v" ALTER COLUMN "topic" SET DATA TYPE "public"."faq_grp_topic" USING "topic"::"public"."faq_grp_topic";
  ALTER TABLE "services" ALTER COLUMN "icon" SET DATA TYPE text;
  DROP TYPE "public"."svc_icon";
  CREATE TYPE "public"."svc_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  ALTER TABLE "services" ALTER COLUMN "icon" SET DATA TYPE "public"."svc_icon" USING "icon"::"public"."svc_icon";
  ALTER TABLE "faqs" ALTER COLUMN "topic" SET DATA TYPE text;
  ALTER TABLE "faqs" ALTER COLUMN "topic" SET DEFAULT 'general'::text;
  DROP TYPE "public"."faq_topic";
  CREATE TYPE "public"."faq_topic" AS ENUM('general', 'account', 'purchasing', 'technical', 'ordering', 'branding');
  ALTER TABLE "faqs" ALTER COLUMN "topic" SET DEFAULT 'general'::"public"."faq_topic";
  ALTER TABLE "faqs" ALTER COLUMN "topic" SET DATA TYPE "public"."faq_topic" USING "topic"::"public"."faq_topic";
  DROP INDEX "cta_media_idx";
  DROP INDEX "_cta_v_media_idx";
  ALTER TABLE "hero" DROP COLUMN "enable_video";
  ALTER TABLE "hero" DROP COLUMN "video_label";
  ALTER TABLE "hero" DROP COLUMN "video_provider";
  ALTER TABLE "hero" DROP COLUMN "video_video_id";
  ALTER TABLE "hero" DROP COLUMN "video_url";
  ALTER TABLE "hero" DROP COLUMN "video_title";
  ALTER TABLE "portfolio" DROP COLUMN "show_filters";
  ALTER TABLE "pricing" DROP COLUMN "show_cents";
  ALTER TABLE "cta" DROP COLUMN "apps_app_store";
  ALTER TABLE "cta" DROP COLUMN "apps_google_play";
  ALTER TABLE "cta" DROP COLUMN "media_id";
  ALTER TABLE "_hero_v" DROP COLUMN "enable_video";
  ALTER TABLE "_hero_v" DROP COLUMN "video_label";
  ALTER TABLE "_hero_v" DROP COLUMN "video_provider";
  ALTER TABLE "_hero_v" DROP COLUMN "video_video_id";
  ALTER TABLE "_hero_v" DROP COLUMN "video_url";
  ALTER TABLE "_hero_v" DROP COLUMN "video_title";
  ALTER TABLE "_portfolio_v" DROP COLUMN "show_filters";
  ALTER TABLE "_pricing_v" DROP COLUMN "show_cents";
  ALTER TABLE "_cta_v" DROP COLUMN "apps_app_store";
  ALTER TABLE "_cta_v" DROP COLUMN "apps_google_play";
  ALTER TABLE "_cta_v" DROP COLUMN "media_id";
  DROP TYPE "public"."enum_hero_video_provider";
  DROP TYPE "public"."enum_video_items_video_provider";
  DROP TYPE "public"."enum_video_background";
  DROP TYPE "public"."enum_video_spacing";
  DROP TYPE "public"."video_layout";
  DROP TYPE "public"."enum_video_video_provider";
  DROP TYPE "public"."enum_tabs_background";
  DROP TYPE "public"."enum_tabs_spacing";
  DROP TYPE "public"."ticker_icon";
  DROP TYPE "public"."enum_ticker_background";
  DROP TYPE "public"."enum_ticker_spacing";
  DROP TYPE "public"."enum_courses_items_link_type";
  DROP TYPE "public"."enum_courses_background";
  DROP TYPE "public"."enum_courses_spacing";
  DROP TYPE "public"."enum__hero_v_video_provider";
  DROP TYPE "public"."enum__video_items_v_video_provider";
  DROP TYPE "public"."enum__video_v_background";
  DROP TYPE "public"."enum__video_v_spacing";
  DROP TYPE "public"."enum__video_v_video_provider";
  DROP TYPE "public"."enum__tabs_v_background";
  DROP TYPE "public"."enum__tabs_v_spacing";
  DROP TYPE "public"."enum__ticker_v_background";
  DROP TYPE "public"."enum__ticker_v_spacing";
  DROP TYPE "public"."enum__courses_items_v_link_type";
  DROP TYPE "public"."enum__courses_v_background";
  DROP TYPE "public"."enum__courses_v_spacing";`)
}
