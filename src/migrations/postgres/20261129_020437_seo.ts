import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "meta_noindex" boolean;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_noindex" boolean;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "spaces" ADD COLUMN "meta_noindex" boolean;
  ALTER TABLE "spaces_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "spaces_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "spaces_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_spaces_v" ADD COLUMN "version_meta_noindex" boolean;
  ALTER TABLE "_spaces_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_spaces_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_spaces_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "events" ADD COLUMN "meta_noindex" boolean;
  ALTER TABLE "events_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "events_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "events_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_meta_noindex" boolean;
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_events_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "posts" ADD COLUMN "meta_noindex" boolean;
  ALTER TABLE "posts_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "posts_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_noindex" boolean;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "spaces_locales" ADD CONSTRAINT "spaces_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_spaces_v_locales" ADD CONSTRAINT "_spaces_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_locales" ADD CONSTRAINT "events_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_locales" ADD CONSTRAINT "_events_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "spaces_meta_meta_image_idx" ON "spaces_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_spaces_v_version_meta_version_meta_image_idx" ON "_spaces_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "events_meta_meta_image_idx" ON "events_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_events_v_version_meta_version_meta_image_idx" ON "_events_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v_locales" USING btree ("version_meta_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_locales" DROP CONSTRAINT "pages_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_locales" DROP CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "spaces_locales" DROP CONSTRAINT "spaces_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_spaces_v_locales" DROP CONSTRAINT "_spaces_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "events_locales" DROP CONSTRAINT "events_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_events_v_locales" DROP CONSTRAINT "_events_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "posts_locales" DROP CONSTRAINT "posts_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_posts_v_locales" DROP CONSTRAINT "_posts_v_locales_version_meta_image_id_media_id_fk";
  
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "spaces_meta_meta_image_idx";
  DROP INDEX "_spaces_v_version_meta_version_meta_image_idx";
  DROP INDEX "events_meta_meta_image_idx";
  DROP INDEX "_events_v_version_meta_version_meta_image_idx";
  DROP INDEX "posts_meta_meta_image_idx";
  DROP INDEX "_posts_v_version_meta_version_meta_image_idx";
  ALTER TABLE "pages" DROP COLUMN "meta_noindex";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_title";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_description";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "spaces" DROP COLUMN "meta_noindex";
  ALTER TABLE "spaces_locales" DROP COLUMN "meta_title";
  ALTER TABLE "spaces_locales" DROP COLUMN "meta_description";
  ALTER TABLE "spaces_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_spaces_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_spaces_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_spaces_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_spaces_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "events" DROP COLUMN "meta_noindex";
  ALTER TABLE "events_locales" DROP COLUMN "meta_title";
  ALTER TABLE "events_locales" DROP COLUMN "meta_description";
  ALTER TABLE "events_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_events_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "posts" DROP COLUMN "meta_noindex";
  ALTER TABLE "posts_locales" DROP COLUMN "meta_title";
  ALTER TABLE "posts_locales" DROP COLUMN "meta_description";
  ALTER TABLE "posts_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_noindex";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_meta_image_id";`)
}
