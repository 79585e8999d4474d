import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A section under a key the home page does not know was never shown: it cannot become a choice.
  await db.execute(sql`
   DELETE FROM "pages_sections" WHERE "anchor" NOT IN ('hero', 'membership', 'spaces', 'events', 'projects', 'newsletter');
  DELETE FROM "_pages_v_version_sections" WHERE "anchor" NOT IN ('hero', 'membership', 'spaces', 'events', 'projects', 'newsletter');`)
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_sections_anchor" AS ENUM('hero', 'membership', 'spaces', 'events', 'projects', 'newsletter');
  CREATE TYPE "public"."enum__pages_v_version_sections_anchor" AS ENUM('hero', 'membership', 'spaces', 'events', 'projects', 'newsletter');
  ALTER TABLE "pages_sections" ALTER COLUMN "anchor" SET DATA TYPE "public"."enum_pages_sections_anchor" USING "anchor"::"public"."enum_pages_sections_anchor";
  ALTER TABLE "_pages_v_version_sections" ALTER COLUMN "anchor" SET DATA TYPE "public"."enum__pages_v_version_sections_anchor" USING "anchor"::"public"."enum__pages_v_version_sections_anchor";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_sections" ALTER COLUMN "anchor" SET DATA TYPE varchar;
  ALTER TABLE "_pages_v_version_sections" ALTER COLUMN "anchor" SET DATA TYPE varchar;
  DROP TYPE "public"."enum_pages_sections_anchor";
  DROP TYPE "public"."enum__pages_v_version_sections_anchor";`)
}
