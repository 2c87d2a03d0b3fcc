import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Orders filed before the registered agent service was recorded (docs/registered-agent.md) get
 * theirs as the filing would have started it: from the filing date, free for a year, then at the
 * price in Site settings now (those customers were shown none; a renewal is asked before any
 * charge), or none of ours when the filing details name the customer's own agent.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    WITH "filed" AS (
      SELECT o."id", o."llcname", o."formation_state",
        (o."filed_at" AT TIME ZONE 'UTC')::date AS "day",
        COALESCE(o."agent_renewal_price",
          (SELECT "registered_agent_renewal_price" FROM "site_settings" LIMIT 1), 125) AS "price",
        COALESCE(fd."agent"->>'kind', 'ours') = 'own' AS "own"
      FROM "orders" o
      LEFT JOIN "filing_details" fd ON fd."order_id" = o."id"
      WHERE o."status" IN ('filed_with_state', 'completed') AND o."filed_at" IS NOT NULL
    )
    INSERT INTO "agent_services"
      ("order_id", "title", "state", "status", "starts_on", "free_until", "paid_until", "renewal_price")
    SELECT f."id",
      -- The state's name from its slug ("new-york" is "New York", "district-of-columbia" is
      -- "District of Columbia").
      f."llcname" || ' (order ' || f."id" || '), ' ||
        replace(initcap(replace(f."formation_state"::text, '-', ' ')), ' Of ', ' of '),
      f."formation_state"::text,
      (CASE WHEN f."own" THEN 'own_agent' ELSE 'active' END)::"enum_agent_services_status",
      (f."day" + interval '12 hours') AT TIME ZONE 'UTC',
      (f."day" + interval '1 year' + interval '12 hours') AT TIME ZONE 'UTC',
      (f."day" + interval '1 year' + interval '12 hours') AT TIME ZONE 'UTC',
      f."price"
    FROM "filed" f
    ON CONFLICT ("order_id") DO NOTHING;`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DELETE FROM "agent_services";`)
}
