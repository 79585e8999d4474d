import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The media columns are added by 20261129_080116_media_storage (made on a branch beside this one).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "remind" boolean DEFAULT true;
  ALTER TABLE "_events_v" ADD COLUMN "version_remind" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "remind";
  ALTER TABLE "_events_v" DROP COLUMN "version_remind";`)
}
