import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cinfo_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_cinfo_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_map_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_map_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum_auth_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_auth_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."auth_variant" AS ENUM('sign-in', 'sign-up', 'reset-password');
  CREATE TYPE "public"."enum__cinfo_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__cinfo_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__map_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__map_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__auth_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__auth_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TABLE "cinfo" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_cinfo_background" DEFAULT 'plain',
  	"spacing" "enum_cinfo_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Contact',
  	"title" varchar DEFAULT 'Talk to a formation specialist',
  	"intro" varchar DEFAULT 'Questions about a filing, a state or your order? A real person answers.',
  	"block_name" varchar
  );
  
  CREATE TABLE "map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_map_background" DEFAULT 'plain',
  	"spacing" "enum_map_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Find us',
  	"title" varchar DEFAULT 'Visit our office in Wilmington',
  	"intro" varchar,
  	"image_id" integer,
  	"alt" varchar DEFAULT 'Map of downtown Wilmington: our office at 1201 N Orange St, on the corner of Orange and West 12th Street.',
  	"caption" varchar,
  	"latitude" numeric DEFAULT 39.7459,
  	"longitude" numeric DEFAULT -75.5466,
  	"block_name" varchar
  );
  
  CREATE TABLE "auth" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_auth_background" DEFAULT 'tinted',
  	"spacing" "enum_auth_spacing" DEFAULT 'normal',
  	"variant" "auth_variant" DEFAULT 'sign-in',
  	"title" varchar,
  	"intro" varchar,
  	"submit_label" varchar,
  	"portal_path" varchar,
  	"terms_path" varchar DEFAULT '/faq',
  	"block_name" varchar
  );
  
  CREATE TABLE "_cinfo_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__cinfo_v_background" DEFAULT 'plain',
  	"spacing" "enum__cinfo_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Contact',
  	"title" varchar DEFAULT 'Talk to a formation specialist',
  	"intro" varchar DEFAULT 'Questions about a filing, a state or your order? A real person answers.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_map_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__map_v_background" DEFAULT 'plain',
  	"spacing" "enum__map_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'Find us',
  	"title" varchar DEFAULT 'Visit our office in Wilmington',
  	"intro" varchar,
  	"image_id" integer,
  	"alt" varchar DEFAULT 'Map of downtown Wilmington: our office at 1201 N Orange St, on the corner of Orange and West 12th Street.',
  	"caption" varchar,
  	"latitude" numeric DEFAULT 39.7459,
  	"longitude" numeric DEFAULT -75.5466,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_auth_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__auth_v_background" DEFAULT 'tinted',
  	"spacing" "enum__auth_v_spacing" DEFAULT 'normal',
  	"variant" "auth_variant" DEFAULT 'sign-in',
  	"title" varchar,
  	"intro" varchar,
  	"submit_label" varchar,
  	"portal_path" varchar,
  	"terms_path" varchar DEFAULT '/faq',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "cinfo" ADD CONSTRAINT "cinfo_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "map" ADD CONSTRAINT "map_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "map" ADD CONSTRAINT "map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "auth" ADD CONSTRAINT "auth_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cinfo_v" ADD CONSTRAINT "_cinfo_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_map_v" ADD CONSTRAINT "_map_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_map_v" ADD CONSTRAINT "_map_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_auth_v" ADD CONSTRAINT "_auth_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cinfo_order_idx" ON "cinfo" USING btree ("_order");
  CREATE INDEX "cinfo_parent_id_idx" ON "cinfo" USING btree ("_parent_id");
  CREATE INDEX "cinfo_path_idx" ON "cinfo" USING btree ("_path");
  CREATE INDEX "map_order_idx" ON "map" USING btree ("_order");
  CREATE INDEX "map_parent_id_idx" ON "map" USING btree ("_parent_id");
  CREATE INDEX "map_path_idx" ON "map" USING btree ("_path");
  CREATE INDEX "map_image_idx" ON "map" USING btree ("image_id");
  CREATE INDEX "auth_order_idx" ON "auth" USING btree ("_order");
  CREATE INDEX "auth_parent_id_idx" ON "auth" USING btree ("_parent_id");
  CREATE INDEX "auth_path_idx" ON "auth" USING btree ("_path");
  CREATE INDEX "_cinfo_v_order_idx" ON "_cinfo_v" USING btree ("_order");
  CREATE INDEX "_cinfo_v_parent_id_idx" ON "_cinfo_v" USING btree ("_parent_id");
  CREATE INDEX "_cinfo_v_path_idx" ON "_cinfo_v" USING btree ("_path");
  CREATE INDEX "_map_v_order_idx" ON "_map_v" USING btree ("_order");
  CREATE INDEX "_map_v_parent_id_idx" ON "_map_v" USING btree ("_parent_id");
  CREATE INDEX "_map_v_path_idx" ON "_map_v" USING btree ("_path");
  CREATE INDEX "_map_v_image_idx" ON "_map_v" USING btree ("image_id");
  CREATE INDEX "_auth_v_order_idx" ON "_auth_v" USING btree ("_order");
  CREATE INDEX "_auth_v_parent_id_idx" ON "_auth_v" USING btree ("_parent_id");
  CREATE INDEX "_auth_v_path_idx" ON "_auth_v" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cinfo" CASCADE;
  DROP TABLE "map" CASCADE;
  DROP TABLE "auth" CASCADE;
  DROP TABLE "_cinfo_v" CASCADE;
  DROP TABLE "_map_v" CASCADE;
  DROP TABLE "_auth_v" CASCADE;
  DROP TYPE "public"."enum_cinfo_background";
  DROP TYPE "public"."enum_cinfo_spacing";
  DROP TYPE "public"."enum_map_background";
  DROP TYPE "public"."enum_map_spacing";
  DROP TYPE "public"."enum_auth_background";
  DROP TYPE "public"."enum_auth_spacing";
  DROP TYPE "public"."auth_variant";
  DROP TYPE "public"."enum__cinfo_v_background";
  DROP TYPE "public"."enum__cinfo_v_spacing";
  DROP TYPE "public"."enum__map_v_background";
  DROP TYPE "public"."enum__map_v_spacing";
  DROP TYPE "public"."enum__auth_v_background";
  DROP TYPE "public"."enum__auth_v_spacing";`)
}
