import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_key" ADD VALUE 'visit' BEFORE 'events';
  ALTER TYPE "public"."enum__pages_v_version_key" ADD VALUE 'visit' BEFORE 'events';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The visit page's document and its versions go first: the old type has no value for them.
  await db.execute(sql`
   DELETE FROM "_pages_v" WHERE "version_key" = 'visit';
  DELETE FROM "pages" WHERE "key" = 'visit';
  ALTER TABLE "pages" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_key";
  CREATE TYPE "public"."enum_pages_key" AS ENUM('home', 'about-story', 'building-history', 'memberzone', 'privacy', 'careers', 'events', 'blog', 'spaces', 'membership', 'contact', 'projects');
  ALTER TABLE "pages" ALTER COLUMN "key" SET DATA TYPE "public"."enum_pages_key" USING "key"::"public"."enum_pages_key";
  ALTER TABLE "_pages_v" ALTER COLUMN "version_key" SET DATA TYPE text;
  DROP TYPE "public"."enum__pages_v_version_key";
  CREATE TYPE "public"."enum__pages_v_version_key" AS ENUM('home', 'about-story', 'building-history', 'memberzone', 'privacy', 'careers', 'events', 'blog', 'spaces', 'membership', 'contact', 'projects');
  ALTER TABLE "_pages_v" ALTER COLUMN "version_key" SET DATA TYPE "public"."enum__pages_v_version_key" USING "version_key"::"public"."enum__pages_v_version_key";`)
}
