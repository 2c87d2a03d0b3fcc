import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_order_reminders_obligation" ADD VALUE 'election';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Reminders of the S corporation election have no kind to go back to.
  await db.execute(sql`
   DELETE FROM "order_reminders" WHERE "obligation" = 'election';
   ALTER TABLE "order_reminders" ALTER COLUMN "obligation" SET DATA TYPE text;
  DROP TYPE "public"."enum_order_reminders_obligation";
  CREATE TYPE "public"."enum_order_reminders_obligation" AS ENUM('report', 'tax', 'publication');
  ALTER TABLE "order_reminders" ALTER COLUMN "obligation" SET DATA TYPE "public"."enum_order_reminders_obligation" USING "obligation"::"public"."enum_order_reminders_obligation";`)
}
