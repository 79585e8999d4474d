import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`cancelled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`sequence\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_cancelled\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_sequence\` numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`cancelled\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`sequence\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_cancelled\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_sequence\`;`)
}
