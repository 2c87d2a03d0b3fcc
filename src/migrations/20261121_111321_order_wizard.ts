import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_wizard_client_package" AS ENUM('free', 'popular', 'standard');
  CREATE TYPE "public"."enum__wizard_v_client_package" AS ENUM('free', 'popular', 'standard');
  CREATE TABLE "wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"client_package" "enum_wizard_client_package" DEFAULT 'free',
  	"starting_total" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "_wizard_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"client_package" "enum__wizard_v_client_package" DEFAULT 'free',
  	"starting_total" numeric,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "wizard" ADD CONSTRAINT "wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_wizard_v" ADD CONSTRAINT "_wizard_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "wizard_order_idx" ON "wizard" USING btree ("_order");
  CREATE INDEX "wizard_parent_id_idx" ON "wizard" USING btree ("_parent_id");
  CREATE INDEX "wizard_path_idx" ON "wizard" USING btree ("_path");
  CREATE INDEX "_wizard_v_order_idx" ON "_wizard_v" USING btree ("_order");
  CREATE INDEX "_wizard_v_parent_id_idx" ON "_wizard_v" USING btree ("_parent_id");
  CREATE INDEX "_wizard_v_path_idx" ON "_wizard_v" USING btree ("_path");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "wizard" CASCADE;
  DROP TABLE "_wizard_v" CASCADE;
  DROP TYPE "public"."enum_wizard_client_package";
  DROP TYPE "public"."enum__wizard_v_client_package";`)
}
