import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

import { LOCALES_TABLES } from '../localesTables'

/** An index on `_parent_id` per translations table (why: ../localesTables.ts). */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of LOCALES_TABLES) {
    await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_parent_id_idx" ON "${table}" ("_parent_id")`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of LOCALES_TABLES) {
    await db.run(sql.raw(`DROP INDEX IF EXISTS "${table}_parent_id_idx"`))
  }
}
