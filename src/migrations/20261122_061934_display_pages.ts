import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_logos_items_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_logos_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_logos_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_logos_layout" AS ENUM('strip', 'grid');
  CREATE TYPE "public"."cards_src" AS ENUM('cards', 'services');
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
  CREATE TYPE "public"."faq_grp_topic" AS ENUM('general', 'account', 'purchasing', 'technical', 'ordering', 'branding');
  CREATE TYPE "public"."enum_faq_lnk_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_faq_lnk_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum_faq_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_faq_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_faq_layout" AS ENUM('grid', 'accordion', 'groups', 'tabs');
  CREATE TYPE "public"."enum_pricing_plans_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pricing_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_pricing_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."pricing_src" AS ENUM('formation', 'custom');
  CREATE TYPE "public"."pricing_lay" AS ENUM('cards', 'table');
  CREATE TYPE "public"."enum_pricing_buttons_free_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pricing_buttons_popular_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pricing_buttons_standard_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."pricing_per" AS ENUM('monthly', 'yearly');
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
  CREATE TYPE "public"."enum__stats_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__stats_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__team_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__team_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__team_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__team_v_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__quotes_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__quotes_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__faq_lnk_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__faq_lnk_v_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__faq_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__faq_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__faq_v_layout" AS ENUM('grid', 'accordion', 'groups', 'tabs');
  CREATE TYPE "public"."enum__pricing_plans_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pricing_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__pricing_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__pricing_v_buttons_free_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pricing_v_buttons_popular_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pricing_v_buttons_standard_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__cdown_lnk_v_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__cdown_lnk_v_link_appearance" AS ENUM('primary', 'secondary');
  CREATE TYPE "public"."enum__cdown_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__cdown_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__cdown_v_display" AS ENUM('page', 'section');
  CREATE TYPE "public"."enum__cdown_v_launchat_tz" AS ENUM('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'UTC');
  CREATE TYPE "public"."svc_icon" AS ENUM('id-card', 'building', 'file-badge', 'landmark', 'shield', 'calculator', 'palette', 'globe', 'contact', 'stamp', 'shirt', 'clock', 'headphones', 'badge-check', 'lock', 'rocket', 'mouse-pointer', 'clipboard', 'sofa', 'star');
  CREATE TYPE "public"."enum_services_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."faq_topic" AS ENUM('general', 'account', 'purchasing', 'technical', 'ordering', 'branding');
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
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"team_members_id" integer
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
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"team_members_id" integer
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
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"topic" "faq_topic" DEFAULT 'general' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  
  ALTER TABLE "cards" ADD COLUMN "source" "cards_src" DEFAULT 'cards';
  ALTER TABLE "content" ADD COLUMN "list_style" "content_list_style" DEFAULT 'checks';
  ALTER TABLE "_cards_v" ADD COLUMN "source" "cards_src" DEFAULT 'cards';
  ALTER TABLE "_content_v" ADD COLUMN "list_style" "content_list_style" DEFAULT 'checks';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "services_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_members_id" integer;
  ALTER TABLE "logos_items" ADD CONSTRAINT "logos_items_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "logos_items" ADD CONSTRAINT "logos_items_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "logos_items" ADD CONSTRAINT "logos_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."logos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "logos" ADD CONSTRAINT "logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "content_list" ADD CONSTRAINT "content_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stats_items" ADD CONSTRAINT "stats_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "stats" ADD CONSTRAINT "stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team" ADD CONSTRAINT "team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes_items" ADD CONSTRAINT "quotes_items_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes_items" ADD CONSTRAINT "quotes_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_grp" ADD CONSTRAINT "faq_grp_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_lnk" ADD CONSTRAINT "faq_lnk_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_lnk" ADD CONSTRAINT "faq_lnk_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq" ADD CONSTRAINT "faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_feat" ADD CONSTRAINT "pricing_feat_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_buttons_free_reference_id_pages_id_fk" FOREIGN KEY ("buttons_free_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_buttons_popular_reference_id_pages_id_fk" FOREIGN KEY ("buttons_popular_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_buttons_standard_reference_id_pages_id_fk" FOREIGN KEY ("buttons_standard_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing" ADD CONSTRAINT "pricing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cdown_lnk" ADD CONSTRAINT "cdown_lnk_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cdown_lnk" ADD CONSTRAINT "cdown_lnk_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cdown"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cdown" ADD CONSTRAINT "cdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_logos_items_v" ADD CONSTRAINT "_logos_items_v_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_logos_items_v" ADD CONSTRAINT "_logos_items_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_logos_items_v" ADD CONSTRAINT "_logos_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_logos_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_logos_v" ADD CONSTRAINT "_logos_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_content_list_v" ADD CONSTRAINT "_content_list_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_content_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stats_items_v" ADD CONSTRAINT "_stats_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_stats_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_stats_v" ADD CONSTRAINT "_stats_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_v" ADD CONSTRAINT "_team_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_v" ADD CONSTRAINT "_team_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_items_v" ADD CONSTRAINT "_quotes_items_v_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_quotes_items_v" ADD CONSTRAINT "_quotes_items_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_quotes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_quotes_v" ADD CONSTRAINT "_quotes_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_grp_v" ADD CONSTRAINT "_faq_grp_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_lnk_v" ADD CONSTRAINT "_faq_lnk_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_lnk_v" ADD CONSTRAINT "_faq_lnk_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v" ADD CONSTRAINT "_faq_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_feat_v" ADD CONSTRAINT "_pricing_feat_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v" ADD CONSTRAINT "_pricing_plans_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v" ADD CONSTRAINT "_pricing_plans_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_buttons_free_reference_id_pages_id_fk" FOREIGN KEY ("buttons_free_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_buttons_popular_reference_id_pages_id_fk" FOREIGN KEY ("buttons_popular_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_buttons_standard_reference_id_pages_id_fk" FOREIGN KEY ("buttons_standard_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_v" ADD CONSTRAINT "_pricing_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cdown_lnk_v" ADD CONSTRAINT "_cdown_lnk_v_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cdown_lnk_v" ADD CONSTRAINT "_cdown_lnk_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cdown_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cdown_v" ADD CONSTRAINT "_cdown_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services" ADD CONSTRAINT "services_link_reference_id_pages_id_fk" FOREIGN KEY ("link_reference_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "logos_items_order_idx" ON "logos_items" USING btree ("_order");
  CREATE INDEX "logos_items_parent_id_idx" ON "logos_items" USING btree ("_parent_id");
  CREATE INDEX "logos_items_logo_idx" ON "logos_items" USING btree ("logo_id");
  CREATE INDEX "logos_items_link_link_reference_idx" ON "logos_items" USING btree ("link_reference_id");
  CREATE INDEX "logos_order_idx" ON "logos" USING btree ("_order");
  CREATE INDEX "logos_parent_id_idx" ON "logos" USING btree ("_parent_id");
  CREATE INDEX "logos_path_idx" ON "logos" USING btree ("_path");
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
  CREATE INDEX "faq_grp_order_idx" ON "faq_grp" USING btree ("_order");
  CREATE INDEX "faq_grp_parent_id_idx" ON "faq_grp" USING btree ("_parent_id");
  CREATE INDEX "faq_lnk_order_idx" ON "faq_lnk" USING btree ("_order");
  CREATE INDEX "faq_lnk_parent_id_idx" ON "faq_lnk" USING btree ("_parent_id");
  CREATE INDEX "faq_lnk_link_link_reference_idx" ON "faq_lnk" USING btree ("link_reference_id");
  CREATE INDEX "faq_order_idx" ON "faq" USING btree ("_order");
  CREATE INDEX "faq_parent_id_idx" ON "faq" USING btree ("_parent_id");
  CREATE INDEX "faq_path_idx" ON "faq" USING btree ("_path");
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
  CREATE INDEX "cdown_lnk_order_idx" ON "cdown_lnk" USING btree ("_order");
  CREATE INDEX "cdown_lnk_parent_id_idx" ON "cdown_lnk" USING btree ("_parent_id");
  CREATE INDEX "cdown_lnk_link_link_reference_idx" ON "cdown_lnk" USING btree ("link_reference_id");
  CREATE INDEX "cdown_order_idx" ON "cdown" USING btree ("_order");
  CREATE INDEX "cdown_parent_id_idx" ON "cdown" USING btree ("_parent_id");
  CREATE INDEX "cdown_path_idx" ON "cdown" USING btree ("_path");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_team_members_id_idx" ON "pages_rels" USING btree ("team_members_id");
  CREATE INDEX "_logos_items_v_order_idx" ON "_logos_items_v" USING btree ("_order");
  CREATE INDEX "_logos_items_v_parent_id_idx" ON "_logos_items_v" USING btree ("_parent_id");
  CREATE INDEX "_logos_items_v_logo_idx" ON "_logos_items_v" USING btree ("logo_id");
  CREATE INDEX "_logos_items_v_link_link_reference_idx" ON "_logos_items_v" USING btree ("link_reference_id");
  CREATE INDEX "_logos_v_order_idx" ON "_logos_v" USING btree ("_order");
  CREATE INDEX "_logos_v_parent_id_idx" ON "_logos_v" USING btree ("_parent_id");
  CREATE INDEX "_logos_v_path_idx" ON "_logos_v" USING btree ("_path");
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
  CREATE INDEX "_faq_grp_v_order_idx" ON "_faq_grp_v" USING btree ("_order");
  CREATE INDEX "_faq_grp_v_parent_id_idx" ON "_faq_grp_v" USING btree ("_parent_id");
  CREATE INDEX "_faq_lnk_v_order_idx" ON "_faq_lnk_v" USING btree ("_order");
  CREATE INDEX "_faq_lnk_v_parent_id_idx" ON "_faq_lnk_v" USING btree ("_parent_id");
  CREATE INDEX "_faq_lnk_v_link_link_reference_idx" ON "_faq_lnk_v" USING btree ("link_reference_id");
  CREATE INDEX "_faq_v_order_idx" ON "_faq_v" USING btree ("_order");
  CREATE INDEX "_faq_v_parent_id_idx" ON "_faq_v" USING btree ("_parent_id");
  CREATE INDEX "_faq_v_path_idx" ON "_faq_v" USING btree ("_path");
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
  CREATE INDEX "_cdown_lnk_v_order_idx" ON "_cdown_lnk_v" USING btree ("_order");
  CREATE INDEX "_cdown_lnk_v_parent_id_idx" ON "_cdown_lnk_v" USING btree ("_parent_id");
  CREATE INDEX "_cdown_lnk_v_link_link_reference_idx" ON "_cdown_lnk_v" USING btree ("link_reference_id");
  CREATE INDEX "_cdown_v_order_idx" ON "_cdown_v" USING btree ("_order");
  CREATE INDEX "_cdown_v_parent_id_idx" ON "_cdown_v" USING btree ("_parent_id");
  CREATE INDEX "_cdown_v_path_idx" ON "_cdown_v" USING btree ("_path");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_team_members_id_idx" ON "_pages_v_rels" USING btree ("team_members_id");
  CREATE INDEX "services_order_idx" ON "services" USING btree ("order");
  CREATE INDEX "services_link_link_reference_idx" ON "services" USING btree ("link_reference_id");
  CREATE INDEX "services_updated_at_idx" ON "services" USING btree ("updated_at");
  CREATE INDEX "services_created_at_idx" ON "services" USING btree ("created_at");
  CREATE INDEX "faqs__order_idx" ON "faqs" USING btree ("_order");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "team_members_photo_idx" ON "team_members" USING btree ("photo_id");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_services_id_idx" ON "payload_locked_documents_rels" USING btree ("services_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "logos_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "logos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "content_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stats_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_grp" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_lnk" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_feat" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cdown_lnk" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cdown" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_logos_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_logos_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_content_list_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stats_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_stats_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_quotes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_grp_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_lnk_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_feat_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cdown_lnk_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cdown_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_members" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "logos_items" CASCADE;
  DROP TABLE "logos" CASCADE;
  DROP TABLE "content_list" CASCADE;
  DROP TABLE "stats_items" CASCADE;
  DROP TABLE "stats" CASCADE;
  DROP TABLE "team" CASCADE;
  DROP TABLE "quotes_items" CASCADE;
  DROP TABLE "quotes" CASCADE;
  DROP TABLE "faq_grp" CASCADE;
  DROP TABLE "faq_lnk" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "pricing_feat" CASCADE;
  DROP TABLE "pricing_plans" CASCADE;
  DROP TABLE "pricing" CASCADE;
  DROP TABLE "cdown_lnk" CASCADE;
  DROP TABLE "cdown" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_logos_items_v" CASCADE;
  DROP TABLE "_logos_v" CASCADE;
  DROP TABLE "_content_list_v" CASCADE;
  DROP TABLE "_stats_items_v" CASCADE;
  DROP TABLE "_stats_v" CASCADE;
  DROP TABLE "_team_v" CASCADE;
  DROP TABLE "_quotes_items_v" CASCADE;
  DROP TABLE "_quotes_v" CASCADE;
  DROP TABLE "_faq_grp_v" CASCADE;
  DROP TABLE "_faq_lnk_v" CASCADE;
  DROP TABLE "_faq_v" CASCADE;
  DROP TABLE "_pricing_feat_v" CASCADE;
  DROP TABLE "_pricing_plans_v" CASCADE;
  DROP TABLE "_pricing_v" CASCADE;
  DROP TABLE "_cdown_lnk_v" CASCADE;
  DROP TABLE "_cdown_v" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "services" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "team_members" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_services_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_members_fk";
  
  DROP INDEX "payload_locked_documents_rels_services_id_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_members_id_idx";
  ALTER TABLE "cards" DROP COLUMN "source";
  ALTER TABLE "content" DROP COLUMN "list_style";
  ALTER TABLE "_cards_v" DROP COLUMN "source";
  ALTER TABLE "_content_v" DROP COLUMN "list_style";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "services_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_members_id";
  DROP TYPE "public"."enum_logos_items_link_type";
  DROP TYPE "public"."enum_logos_background";
  DROP TYPE "public"."enum_logos_spacing";
  DROP TYPE "public"."enum_logos_layout";
  DROP TYPE "public"."cards_src";
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
  DROP TYPE "public"."faq_grp_topic";
  DROP TYPE "public"."enum_faq_lnk_link_type";
  DROP TYPE "public"."enum_faq_lnk_link_appearance";
  DROP TYPE "public"."enum_faq_background";
  DROP TYPE "public"."enum_faq_spacing";
  DROP TYPE "public"."enum_faq_layout";
  DROP TYPE "public"."enum_pricing_plans_link_type";
  DROP TYPE "public"."enum_pricing_background";
  DROP TYPE "public"."enum_pricing_spacing";
  DROP TYPE "public"."pricing_src";
  DROP TYPE "public"."pricing_lay";
  DROP TYPE "public"."enum_pricing_buttons_free_type";
  DROP TYPE "public"."enum_pricing_buttons_popular_type";
  DROP TYPE "public"."enum_pricing_buttons_standard_type";
  DROP TYPE "public"."pricing_per";
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
  DROP TYPE "public"."enum__stats_v_background";
  DROP TYPE "public"."enum__stats_v_spacing";
  DROP TYPE "public"."enum__team_v_background";
  DROP TYPE "public"."enum__team_v_spacing";
  DROP TYPE "public"."enum__team_v_link_type";
  DROP TYPE "public"."enum__team_v_link_appearance";
  DROP TYPE "public"."enum__quotes_v_background";
  DROP TYPE "public"."enum__quotes_v_spacing";
  DROP TYPE "public"."enum__faq_lnk_v_link_type";
  DROP TYPE "public"."enum__faq_lnk_v_link_appearance";
  DROP TYPE "public"."enum__faq_v_background";
  DROP TYPE "public"."enum__faq_v_spacing";
  DROP TYPE "public"."enum__faq_v_layout";
  DROP TYPE "public"."enum__pricing_plans_v_link_type";
  DROP TYPE "public"."enum__pricing_v_background";
  DROP TYPE "public"."enum__pricing_v_spacing";
  DROP TYPE "public"."enum__pricing_v_buttons_free_type";
  DROP TYPE "public"."enum__pricing_v_buttons_popular_type";
  DROP TYPE "public"."enum__pricing_v_buttons_standard_type";
  DROP TYPE "public"."enum__cdown_lnk_v_link_type";
  DROP TYPE "public"."enum__cdown_lnk_v_link_appearance";
  DROP TYPE "public"."enum__cdown_v_background";
  DROP TYPE "public"."enum__cdown_v_spacing";
  DROP TYPE "public"."enum__cdown_v_display";
  DROP TYPE "public"."enum__cdown_v_launchat_tz";
  DROP TYPE "public"."svc_icon";
  DROP TYPE "public"."enum_services_link_type";
  DROP TYPE "public"."faq_topic";`)
}
