import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "hide_from_search_engines" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hide_from_search_engines" boolean DEFAULT false;`)
  // The seeded template home pages (Home 1 to 9) sell other products: hidden from search engines
  // in an existing database as the seed hides them in a new one.
  await db.execute(sql`
   UPDATE "pages" SET "hide_from_search_engines" = true
    WHERE "slug" IN ('home', 'home-2', 'home-3', 'home-4', 'home-5', 'home-6', 'home-7', 'home-8', 'home-9');
   UPDATE "_pages_v" SET "version_hide_from_search_engines" = true
    WHERE "parent_id" IN (SELECT "id" FROM "pages" WHERE "hide_from_search_engines");
   UPDATE "search" SET "listed" = false
    WHERE "id" IN (SELECT "parent_id" FROM "search_rels" WHERE "pages_id" IN
      (SELECT "id" FROM "pages" WHERE "hide_from_search_engines"));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "hide_from_search_engines";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hide_from_search_engines";`)
}
