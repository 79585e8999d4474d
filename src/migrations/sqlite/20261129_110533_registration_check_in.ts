import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`checked_in_at\` text;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` ADD \`walk_in\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`checked_in_at\`;`)
  await db.run(sql`ALTER TABLE \`event_registrations\` DROP COLUMN \`walk_in\`;`)
}
