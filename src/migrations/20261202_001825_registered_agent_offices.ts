import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ra_offices_state" AS ENUM('alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'district-of-columbia', 'florida', 'georgia', 'hawaii', 'idaho', 'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota', 'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new-hampshire', 'new-jersey', 'new-mexico', 'new-york', 'north-carolina', 'north-dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode-island', 'south-carolina', 'south-dakota', 'tennessee', 'texas', 'utah', 'vermont', 'virginia', 'washington', 'west-virginia', 'wisconsin', 'wyoming');
  CREATE TABLE "ra_offices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"state" "enum_ra_offices_state" NOT NULL,
  	"street" varchar NOT NULL,
  	"street2" varchar,
  	"city" varchar NOT NULL,
  	"zip" varchar NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "registered_agent_name" varchar;
  ALTER TABLE "ra_offices" ADD CONSTRAINT "ra_offices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ra_offices_order_idx" ON "ra_offices" USING btree ("_order");
  CREATE INDEX "ra_offices_parent_id_idx" ON "ra_offices" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "ra_offices" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "registered_agent_name";
  DROP TYPE "public"."enum_ra_offices_state";`)
}
