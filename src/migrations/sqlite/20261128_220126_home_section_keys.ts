import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The home page's section keys became a choice (a select, stored as text in SQLite): a section under
// a key the home page does not know was never shown, and is removed as on PostgreSQL.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DELETE FROM \`pages_sections\` WHERE \`anchor\` NOT IN ('hero', 'membership', 'spaces', 'events', 'projects', 'newsletter');`)
  await db.run(sql`DELETE FROM \`_pages_v_version_sections\` WHERE \`anchor\` NOT IN ('hero', 'membership', 'spaces', 'events', 'projects', 'newsletter');`)
}

export async function down(_: MigrateDownArgs): Promise<void> {}
