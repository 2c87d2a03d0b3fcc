import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Orders completed before their work was tracked (docs/documents.md#deliverables) were completed
 * with that work done: each gets its work items as done, on the day it was last changed, so its
 * page and the admin do not show paid work as "not started" and the S corporation election it
 * bought does not come back to its calendar. The rule of what an order carries is frozen here as
 * it stood: Popular and Standard include the EIN, Form 2553, the bank account and the tax
 * consultation; a nonprofit is never sold Form 2553; the rest is what the order's columns say.
 */
const PACKAGED = `"client_package" IN ('popular', 'standard')`

const ITEMS: { item: string; carried: string }[] = [
  { item: 'ein', carried: `(${PACKAGED} OR "ein")` },
  { item: 'irsForm', carried: `((${PACKAGED} OR "irs_form") AND "designator" <> 'Nonprofit')` },
  { item: 'businessBankAccount', carried: `(${PACKAGED} OR "business_bank_account")` },
  { item: 'businessTaxConsultation', carried: `(${PACKAGED} OR "business_tax_consultation")` },
  { item: 'businessLicense', carried: `COALESCE("business_license", false)` },
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const { item, carried } of ITEMS)
    await db.execute(
      sql.raw(`
      INSERT INTO "order_work" ("order_id", "item", "status", "done_at", "updated_at", "created_at")
      SELECT "id", '${item}', 'done', "updated_at", now(), now()
      FROM "orders"
      WHERE "status" = 'completed' AND COALESCE(${carried}, false)
      ON CONFLICT ("order_id", "item") DO NOTHING;`),
    )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // Rows staff wrote themselves have a staff member; these have none.
  await db.execute(sql`
    DELETE FROM "order_work" WHERE "status" = 'done' AND "done_by_id" IS NULL;`)
}
