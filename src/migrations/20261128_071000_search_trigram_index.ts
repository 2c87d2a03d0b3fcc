import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site search matches words anywhere in a result's title or summary (ILIKE '%word%'), which
 * no B-tree index serves: trigram indexes do (docs/performance.md#the-site-search). pg_trgm ships
 * with PostgreSQL and is a trusted extension, but a database user without the right to create
 * it keeps the search working unindexed instead of failing the migration.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN insufficient_privilege OR feature_not_supported OR undefined_file THEN
    RAISE NOTICE 'pg_trgm is not available: the site search runs without its trigram indexes.';
  END
  $$;
  DO $$
  BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
      CREATE INDEX IF NOT EXISTS "search_title_trgm_idx" ON "search" USING gin ("title" gin_trgm_ops);
      CREATE INDEX IF NOT EXISTS "search_summary_trgm_idx" ON "search" USING gin ("summary" gin_trgm_ops);
    END IF;
  END
  $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "search_summary_trgm_idx";
  DROP INDEX IF EXISTS "search_title_trgm_idx";`)
}
