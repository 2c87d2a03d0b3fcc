import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "hero" ALTER COLUMN "intro" SET DEFAULT 'Form your LLC, corporation or nonprofit in any state, with the state fee shown up front.';
  ALTER TABLE "cdown" ALTER COLUMN "intro" SET DEFAULT 'We are finishing something new for founders. It opens on the day below.';
  ALTER TABLE "cdown" ALTER COLUMN "live_text" SET DEFAULT 'It is open to every customer now. Sign in to your account to try it.';
  ALTER TABLE "_hero_v" ALTER COLUMN "intro" SET DEFAULT 'Form your LLC, corporation or nonprofit in any state, with the state fee shown up front.';
  ALTER TABLE "_cdown_v" ALTER COLUMN "intro" SET DEFAULT 'We are finishing something new for founders. It opens on the day below.';
  ALTER TABLE "_cdown_v" ALTER COLUMN "live_text" SET DEFAULT 'It is open to every customer now. Sign in to your account to try it.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "hero" ALTER COLUMN "intro" SET DEFAULT 'Say in a sentence or two what visitors get.';
  ALTER TABLE "cdown" ALTER COLUMN "intro" SET DEFAULT 'Say in a sentence what launches and what it changes for your company.';
  ALTER TABLE "cdown" ALTER COLUMN "live_text" SET DEFAULT 'Say where to find what just launched.';
  ALTER TABLE "_hero_v" ALTER COLUMN "intro" SET DEFAULT 'Say in a sentence or two what visitors get.';
  ALTER TABLE "_cdown_v" ALTER COLUMN "intro" SET DEFAULT 'Say in a sentence what launches and what it changes for your company.';
  ALTER TABLE "_cdown_v" ALTER COLUMN "live_text" SET DEFAULT 'Say where to find what just launched.';`)
}
