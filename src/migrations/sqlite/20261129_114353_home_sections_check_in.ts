import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The home page never showed a newsletter section: its rows go with the option (hand-written).
  await db.run(sql`DELETE FROM \`pages_sections\` WHERE \`anchor\` = 'newsletter';`)
  await db.run(sql`DELETE FROM \`_pages_v_version_sections\` WHERE \`anchor\` = 'newsletter';`)
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`checked_in_at\` text;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`walk_in\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_sections\` DROP COLUMN \`cta_href\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_sections\` DROP COLUMN \`cta_href\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_sections\` ADD \`cta_href\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_version_sections\` ADD \`cta_href\` text;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`checked_in_at\`;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`walk_in\`;`)
}
