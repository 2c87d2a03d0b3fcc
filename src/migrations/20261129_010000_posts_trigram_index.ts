import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The blog's search matches words anywhere in a post's title or excerpt (ILIKE '%word%'), as the
 * site search does in its own table: trigram indexes serve it (docs/performance.md#the-site-search).
 * Without pg_trgm (see 20261128_071000_search_trigram_index) the blog's search runs unindexed.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  BEGIN
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
      CREATE INDEX IF NOT EXISTS "posts_title_trgm_idx" ON "posts" USING gin ("title" gin_trgm_ops);
      CREATE INDEX IF NOT EXISTS "posts_excerpt_trgm_idx" ON "posts" USING gin ("excerpt" gin_trgm_ops);
    END IF;
  END
  $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "posts_excerpt_trgm_idx";
  DROP INDEX IF EXISTS "posts_title_trgm_idx";`)
}
