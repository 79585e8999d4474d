import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // The home page never showed a newsletter section: its rows go before the enum loses the value (hand-written).
  await db.execute(sql`
   DELETE FROM "pages_sections" WHERE "anchor" = 'newsletter';
  DELETE FROM "_pages_v_version_sections" WHERE "anchor" = 'newsletter';
  ALTER TABLE "pages_sections" ALTER COLUMN "anchor" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_sections_anchor";
  CREATE TYPE "public"."enum_pages_sections_anchor" AS ENUM('hero', 'membership', 'spaces', 'events', 'projects');
  ALTER TABLE "pages_sections" ALTER COLUMN "anchor" SET DATA TYPE "public"."enum_pages_sections_anchor" USING "anchor"::"public"."enum_pages_sections_anchor";
  ALTER TABLE "_pages_v_version_sections" ALTER COLUMN "anchor" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_version_sections_anchor";
  CREATE TYPE "public"."enum__pages_v_version_sections_anchor" AS ENUM('hero', 'membership', 'spaces', 'events', 'projects');
  ALTER TABLE "_pages_v_version_sections" ALTER COLUMN "anchor" SET DATA TYPE "public"."enum__pages_v_version_sections_anchor" USING "anchor"::"public"."enum__pages_v_version_sections_anchor";
  ALTER TABLE "event_registrations" ADD COLUMN "checked_in_at" timestamp(3) with time zone;
  ALTER TABLE "event_registrations" ADD COLUMN "walk_in" boolean DEFAULT false;
  ALTER TABLE "pages_sections" DROP COLUMN "cta_href";
  ALTER TABLE "_pages_v_version_sections" DROP COLUMN "cta_href";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_sections_anchor" ADD VALUE 'newsletter';
  ALTER TYPE "public"."enum__pages_v_version_sections_anchor" ADD VALUE 'newsletter';
  ALTER TABLE "pages_sections" ADD COLUMN "cta_href" varchar;
  ALTER TABLE "_pages_v_version_sections" ADD COLUMN "cta_href" varchar;
  ALTER TABLE "event_registrations" DROP COLUMN "checked_in_at";
  ALTER TABLE "event_registrations" DROP COLUMN "walk_in";`)
}
