import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` ADD \`remind\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_remind\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`remind\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_remind\`;`)
}
