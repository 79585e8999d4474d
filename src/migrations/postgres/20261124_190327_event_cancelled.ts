import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "cancelled" boolean DEFAULT false;
  ALTER TABLE "events" ADD COLUMN "sequence" numeric DEFAULT 0;
  ALTER TABLE "_events_v" ADD COLUMN "version_cancelled" boolean DEFAULT false;
  ALTER TABLE "_events_v" ADD COLUMN "version_sequence" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "cancelled";
  ALTER TABLE "events" DROP COLUMN "sequence";
  ALTER TABLE "_events_v" DROP COLUMN "version_cancelled";
  ALTER TABLE "_events_v" DROP COLUMN "version_sequence";`)
}
