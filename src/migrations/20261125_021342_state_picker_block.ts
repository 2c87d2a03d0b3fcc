import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_st_pick_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum_st_pick_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TYPE "public"."enum__st_pick_v_background" AS ENUM('plain', 'tinted', 'glow', 'dark');
  CREATE TYPE "public"."enum__st_pick_v_spacing" AS ENUM('compact', 'normal', 'spacious');
  CREATE TABLE "st_pick" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum_st_pick_background" DEFAULT 'tinted',
  	"spacing" "enum_st_pick_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'State guides',
  	"title" varchar DEFAULT 'Where will you form your company?',
  	"intro" varchar DEFAULT 'Fees, yearly reports and deadlines differ from state to state. Choose yours to see what it costs, with the source of every figure.',
  	"button_label" varchar DEFAULT 'See the guide',
  	"compare_label" varchar DEFAULT 'Compare all 50 states and DC',
  	"block_name" varchar
  );
  
  CREATE TABLE "_st_pick_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"background" "enum__st_pick_v_background" DEFAULT 'tinted',
  	"spacing" "enum__st_pick_v_spacing" DEFAULT 'normal',
  	"eyebrow" varchar DEFAULT 'State guides',
  	"title" varchar DEFAULT 'Where will you form your company?',
  	"intro" varchar DEFAULT 'Fees, yearly reports and deadlines differ from state to state. Choose yours to see what it costs, with the source of every figure.',
  	"button_label" varchar DEFAULT 'See the guide',
  	"compare_label" varchar DEFAULT 'Compare all 50 states and DC',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "st_pick" ADD CONSTRAINT "st_pick_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_st_pick_v" ADD CONSTRAINT "_st_pick_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "st_pick_order_idx" ON "st_pick" USING btree ("_order");
  CREATE INDEX "st_pick_parent_id_idx" ON "st_pick" USING btree ("_parent_id");
  CREATE INDEX "st_pick_path_idx" ON "st_pick" USING btree ("_path");
  CREATE INDEX "_st_pick_v_order_idx" ON "_st_pick_v" USING btree ("_order");
  CREATE INDEX "_st_pick_v_parent_id_idx" ON "_st_pick_v" USING btree ("_parent_id");
  CREATE INDEX "_st_pick_v_path_idx" ON "_st_pick_v" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "st_pick" CASCADE;
  DROP TABLE "_st_pick_v" CASCADE;
  DROP TYPE "public"."enum_st_pick_background";
  DROP TYPE "public"."enum_st_pick_spacing";
  DROP TYPE "public"."enum__st_pick_v_background";
  DROP TYPE "public"."enum__st_pick_v_spacing";`)
}
