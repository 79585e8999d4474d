import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`consent_policy_version\` numeric DEFAULT 1 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_accept_all\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_reject_all\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_manage\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_save\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_close\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_preferences_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_necessary_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_necessary_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_analytics_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_analytics_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_marketing_title\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_marketing_description\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` ADD \`consent_settings_link\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`consent_policy_version\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_accept_all\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_reject_all\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_manage\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_save\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_close\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_preferences_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_necessary_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_necessary_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_analytics_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_analytics_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_marketing_title\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_marketing_description\`;`)
  await db.run(sql`ALTER TABLE \`site_settings_locales\` DROP COLUMN \`consent_settings_link\`;`)
}
