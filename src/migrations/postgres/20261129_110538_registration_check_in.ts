import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "event_registrations" ADD COLUMN "checked_in_at" timestamp(3) with time zone;
  ALTER TABLE "event_registrations" ADD COLUMN "walk_in" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "event_registrations" DROP COLUMN "checked_in_at";
  ALTER TABLE "event_registrations" DROP COLUMN "walk_in";`)
}
