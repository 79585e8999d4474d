import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`mail_outbox\` ADD \`recipient\` text;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` ADD \`subject\` text;`)
  await db.run(sql`CREATE INDEX \`mail_outbox_recipient_idx\` ON \`mail_outbox\` (\`recipient\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`mail_outbox_recipient_idx\`;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` DROP COLUMN \`recipient\`;`)
  await db.run(sql`ALTER TABLE \`mail_outbox\` DROP COLUMN \`subject\`;`)
}
