import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "consent_policy_version" numeric DEFAULT 1 NOT NULL;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_title" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_description" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_accept_all" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_reject_all" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_manage" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_save" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_close" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_preferences_title" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_necessary_title" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_necessary_description" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_analytics_title" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_analytics_description" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_marketing_title" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_marketing_description" varchar;
  ALTER TABLE "site_settings_locales" ADD COLUMN "consent_settings_link" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "consent_policy_version";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_title";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_description";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_accept_all";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_reject_all";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_manage";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_save";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_close";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_preferences_title";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_necessary_title";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_necessary_description";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_analytics_title";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_analytics_description";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_marketing_title";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_marketing_description";
  ALTER TABLE "site_settings_locales" DROP COLUMN "consent_settings_link";`)
}
