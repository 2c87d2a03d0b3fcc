import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "svc_included" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" varchar NOT NULL
  );
  
  CREATE TABLE "services_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"faqs_id" integer
  );
  
  ALTER TABLE "auth" ALTER COLUMN "terms_path" SET DEFAULT '/terms';
  ALTER TABLE "_auth_v" ALTER COLUMN "terms_path" SET DEFAULT '/terms';
  ALTER TABLE "services" ADD COLUMN "description" jsonb;
  ALTER TABLE "services" ADD COLUMN "price_amount" numeric;
  ALTER TABLE "services" ADD COLUMN "price_note" varchar;
  ALTER TABLE "services" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "services" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "services" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "services" ADD COLUMN "slug" varchar;
  ALTER TABLE "forms_blocks_checkbox" ADD COLUMN "link_text" varchar;
  ALTER TABLE "forms_blocks_checkbox" ADD COLUMN "link_path" varchar;
  ALTER TABLE "svc_included" ADD CONSTRAINT "svc_included_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "services_rels" ADD CONSTRAINT "services_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "svc_included_order_idx" ON "svc_included" USING btree ("_order");
  CREATE INDEX "svc_included_parent_id_idx" ON "svc_included" USING btree ("_parent_id");
  CREATE INDEX "services_rels_order_idx" ON "services_rels" USING btree ("order");
  CREATE INDEX "services_rels_parent_idx" ON "services_rels" USING btree ("parent_id");
  CREATE INDEX "services_rels_path_idx" ON "services_rels" USING btree ("path");
  CREATE INDEX "services_rels_faqs_id_idx" ON "services_rels" USING btree ("faqs_id");
  ALTER TABLE "services" ADD CONSTRAINT "services_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "services_meta_meta_image_idx" ON "services" USING btree ("meta_image_id");
  CREATE UNIQUE INDEX "services_slug_idx" ON "services" USING btree ("slug");`)
  // Existing services get the slug their title would give them (src/utilities/slugify.ts), the
  // second of two alike its id after it; then every slug is required, as for new ones.
  await db.execute(sql`
   UPDATE "services" SET "slug" = named."slug" FROM (
     SELECT "id", CASE WHEN row_number() OVER (PARTITION BY base ORDER BY "id") = 1
                  THEN base ELSE base || '-' || "id" END AS "slug"
     FROM (SELECT "id", COALESCE(NULLIF(trim(both '-' from
             regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')), ''), 'service') AS base
           FROM "services") titled
   ) named WHERE named."id" = "services"."id";
   ALTER TABLE "services" ALTER COLUMN "slug" SET NOT NULL;`)
  // Service cards that led to /service-details (the seed's link) now lead to their own page.
  await db.execute(sql`
   UPDATE "services" SET "enable_link" = false
    WHERE "enable_link" AND ("link_url" = '/service-details'
      OR "link_reference_id" IN (SELECT "id" FROM "pages" WHERE "slug" = 'service-details'));`)
  // The seed's copy as it now reads, where staff have not changed it: the sign-up terms box
  // opens /terms, the coming-soon headline says what is true, the order page's button is spelt
  // right, and the career form's privacy box links to the policy.
  await db.execute(sql`
   UPDATE "auth" SET "terms_path" = '/terms' WHERE "terms_path" = '/faq';
   UPDATE "_auth_v" SET "terms_path" = '/terms' WHERE "terms_path" = '/faq';
   UPDATE "cdown" SET "live_title" = 'Your company dashboard is nearly ready',
     "live_text" = 'The countdown is over and the last checks are under way. Until the dashboard opens, your order page (the link in every email we send) shows your filing, your documents and your deadlines.'
    WHERE "live_title" = 'Your company dashboard is live';
   UPDATE "forms_blocks_checkbox" SET "link_text" = 'privacy policy', "link_path" = '/privacy'
    WHERE "label" LIKE '%privacy policy%' AND "link_path" IS NULL;
   DO $$ DECLARE target record; BEGIN
     FOR target IN SELECT table_name FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name = 'link_label' LOOP
       EXECUTE format('UPDATE %I SET link_label = %L WHERE link_label = %L',
         target.table_name, 'Ask your questions', 'Ask you questions');
     END LOOP;
   END $$;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "svc_included" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "services_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "svc_included" CASCADE;
  DROP TABLE "services_rels" CASCADE;
  ALTER TABLE "services" DROP CONSTRAINT "services_meta_image_id_media_id_fk";
  
  DROP INDEX "services_meta_meta_image_idx";
  DROP INDEX "services_slug_idx";
  ALTER TABLE "auth" ALTER COLUMN "terms_path" SET DEFAULT '/faq';
  ALTER TABLE "_auth_v" ALTER COLUMN "terms_path" SET DEFAULT '/faq';
  ALTER TABLE "services" DROP COLUMN "description";
  ALTER TABLE "services" DROP COLUMN "price_amount";
  ALTER TABLE "services" DROP COLUMN "price_note";
  ALTER TABLE "services" DROP COLUMN "meta_title";
  ALTER TABLE "services" DROP COLUMN "meta_description";
  ALTER TABLE "services" DROP COLUMN "meta_image_id";
  ALTER TABLE "services" DROP COLUMN "slug";
  ALTER TABLE "forms_blocks_checkbox" DROP COLUMN "link_text";
  ALTER TABLE "forms_blocks_checkbox" DROP COLUMN "link_path";`)
}
