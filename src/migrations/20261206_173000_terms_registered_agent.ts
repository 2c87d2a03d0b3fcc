import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The terms' registered agent sentence as the seed now has it (docs/registered-agent.md): the
 * price after the free year, consent to renew, and stopping with its refund rule; and the terms'
 * "last updated" day with it. Only where staff have not changed the sentence: every JSON column
 * holding it word for word (the page, its drafts and versions).
 */
const OLD_AGENT =
  'We act as your company’s registered agent; the first year is included in every package.'
const NEW_AGENT =
  'We act as your company’s registered agent if you choose us: the first year is included in every package. After it, the service costs the yearly price shown when you ordered (on the pricing page and in your confirmation email), and it renews only with your consent. You can stop it at any time on your order page, at the end of the year you have or at once. A year you paid for and stop at once is refunded for its whole months left; part of a month is not refunded. When our service ends, your state still requires a registered agent, and naming a new one with the state is up to you.'
const OLD_DAY = 'Last updated 28 November 2026.'
const NEW_DAY = 'Last updated 6 December 2026.'

/** A SQL string literal (DO blocks take no parameters). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

const rewrite = (from: string, to: string, fromDay: string, toDay: string) =>
  sql.raw(`
  DO $$ DECLARE target record; BEGIN
    FOR target IN SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type = 'jsonb' LOOP
      EXECUTE format(
        'UPDATE %I SET %I = replace(replace(%I::text, %L, %L), %L, %L)::jsonb WHERE strpos(%I::text, %L) > 0',
        target.table_name, target.column_name, target.column_name, ${literal(from)}, ${literal(to)},
        ${literal(fromDay)}, ${literal(toDay)}, target.column_name, ${literal(from)});
    END LOOP;
  END $$;`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(rewrite(OLD_AGENT, NEW_AGENT, OLD_DAY, NEW_DAY))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(rewrite(NEW_AGENT, OLD_AGENT, NEW_DAY, OLD_DAY))
}
