import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_membership_tiers_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_membership_tiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_version_features_order_idx\` ON \`_membership_tiers_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_version_features_parent_id_idx\` ON \`_membership_tiers_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_membership_tiers_v_version_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_membership_tiers_v_version_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_membership_tiers_v_version_features_locales_locale_parent_i\` ON \`_membership_tiers_v_version_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_membership_tiers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_tab\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_highlighted\` integer,
  	\`version_price\` numeric,
  	\`version_price_period\` text DEFAULT 'month',
  	\`version_price_from\` integer,
  	\`version_annual_discount_percent\` numeric,
  	\`version_payable_half_yearly\` integer,
  	\`version_days_per_week\` numeric,
  	\`version_unlimited_access\` integer,
  	\`version_meeting_room_credit_czk\` numeric,
  	\`version_meeting_room_discount_percent\` numeric,
  	\`version_admin_support_hours\` numeric,
  	\`version_cta_url\` text,
  	\`version_editor_note\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`membership_tiers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_parent_idx\` ON \`_membership_tiers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_version_version_key_idx\` ON \`_membership_tiers_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_version_version_tab_idx\` ON \`_membership_tiers_v\` (\`version_tab\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_version_version_order_idx\` ON \`_membership_tiers_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_version_version_updated_at_idx\` ON \`_membership_tiers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_version_version_created_at_idx\` ON \`_membership_tiers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_version_version__status_idx\` ON \`_membership_tiers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_created_at_idx\` ON \`_membership_tiers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_updated_at_idx\` ON \`_membership_tiers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_snapshot_idx\` ON \`_membership_tiers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_published_locale_idx\` ON \`_membership_tiers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_membership_tiers_v_latest_idx\` ON \`_membership_tiers_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_membership_tiers_v_locales\` (
  	\`version_name\` text,
  	\`version_tagline\` text,
  	\`version_summary\` text,
  	\`version_notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_membership_tiers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_membership_tiers_v_locales_locale_parent_id_unique\` ON \`_membership_tiers_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_figures_order_idx\` ON \`_site_settings_v_version_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_figures_parent_id_idx\` ON \`_site_settings_v_version_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_figures_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_figures_locales_locale_parent_id_un\` ON \`_site_settings_v_version_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_opening_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_opening_hours_order_idx\` ON \`_site_settings_v_version_opening_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_opening_hours_parent_id_idx\` ON \`_site_settings_v_version_opening_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_opening_hours_locales\` (
  	\`days\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_opening_hours_locales_locale_parent\` ON \`_site_settings_v_version_opening_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_social_order_idx\` ON \`_site_settings_v_version_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_social_parent_id_idx\` ON \`_site_settings_v_version_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_brand_name\` text DEFAULT 'HUB 1909',
  	\`version_vat_percent\` numeric DEFAULT 21,
  	\`version_address_street\` text,
  	\`version_address_postal_code\` text,
  	\`version_address_map_url\` text,
  	\`version_address_latitude\` numeric,
  	\`version_address_longitude\` numeric,
  	\`version_contact_email\` text,
  	\`version_contact_phone\` text,
  	\`version_company_name\` text,
  	\`version_company_seat\` text,
  	\`version_company_ico\` text,
  	\`version_company_dic\` text,
  	\`version_bank_bank_name\` text,
  	\`version_bank_account_number\` text,
  	\`version_bank_iban\` text,
  	\`version_bank_swift\` text,
  	\`version_members_login_url\` text,
  	\`version_booking_trial_day_url\` text,
  	\`version_booking_meeting_url\` text,
  	\`version_booking_meeting_room_url\` text,
  	\`version_consent_policy_version\` numeric DEFAULT 1,
  	\`version_retention_forms_months\` numeric DEFAULT 24,
  	\`version_retention_registrations_months\` numeric DEFAULT 24,
  	\`version_retention_outbox_months\` numeric DEFAULT 24,
  	\`version_retention_unsubscribed_days\` numeric DEFAULT 0,
  	\`version_retention_unconfirmed_days\` numeric DEFAULT 30,
  	\`version_editor_note\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_snapshot_idx\` ON \`_site_settings_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_published_locale_idx\` ON \`_site_settings_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_tagline\` text,
  	\`version_address_city\` text,
  	\`version_address_country\` text,
  	\`version_address_directions\` text,
  	\`version_company_register\` text,
  	\`version_consent_title\` text,
  	\`version_consent_description\` text,
  	\`version_consent_accept_all\` text,
  	\`version_consent_reject_all\` text,
  	\`version_consent_manage\` text,
  	\`version_consent_save\` text,
  	\`version_consent_close\` text,
  	\`version_consent_preferences_title\` text,
  	\`version_consent_necessary_title\` text,
  	\`version_consent_necessary_description\` text,
  	\`version_consent_analytics_title\` text,
  	\`version_consent_analytics_description\` text,
  	\`version_consent_marketing_title\` text,
  	\`version_consent_marketing_description\` text,
  	\`version_consent_settings_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Foreign keys stay off until every table is rebuilt: dropping a parent table with them on
  // deletes its rows' translations, features and rows (drizzle's output turned them back on too early).
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_membership_tiers_features_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`membership_tiers_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_membership_tiers_features_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`membership_tiers_features_locales\`;`)
  await db.run(sql`DROP TABLE \`membership_tiers_features_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_membership_tiers_features_locales\` RENAME TO \`membership_tiers_features_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`membership_tiers_features_locales_locale_parent_id_unique\` ON \`membership_tiers_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_membership_tiers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`tab\` text,
  	\`order\` numeric DEFAULT 100,
  	\`highlighted\` integer,
  	\`price\` numeric,
  	\`price_period\` text DEFAULT 'month',
  	\`price_from\` integer,
  	\`annual_discount_percent\` numeric,
  	\`payable_half_yearly\` integer,
  	\`days_per_week\` numeric,
  	\`unlimited_access\` integer,
  	\`meeting_room_credit_czk\` numeric,
  	\`meeting_room_discount_percent\` numeric,
  	\`admin_support_hours\` numeric,
  	\`cta_url\` text,
  	\`editor_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  // What visitors saw before drafts existed stays published (the new column is copied as 'published').
  await db.run(sql`INSERT INTO \`__new_membership_tiers\`("id", "key", "tab", "order", "highlighted", "price", "price_period", "price_from", "annual_discount_percent", "payable_half_yearly", "days_per_week", "unlimited_access", "meeting_room_credit_czk", "meeting_room_discount_percent", "admin_support_hours", "cta_url", "editor_note", "updated_at", "created_at", "_status") SELECT "id", "key", "tab", "order", "highlighted", "price", "price_period", "price_from", "annual_discount_percent", "payable_half_yearly", "days_per_week", "unlimited_access", "meeting_room_credit_czk", "meeting_room_discount_percent", "admin_support_hours", "cta_url", "editor_note", "updated_at", "created_at", 'published' FROM \`membership_tiers\`;`)
  await db.run(sql`DROP TABLE \`membership_tiers\`;`)
  await db.run(sql`ALTER TABLE \`__new_membership_tiers\` RENAME TO \`membership_tiers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`membership_tiers_key_idx\` ON \`membership_tiers\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`membership_tiers_tab_idx\` ON \`membership_tiers\` (\`tab\`);`)
  await db.run(sql`CREATE INDEX \`membership_tiers_order_idx\` ON \`membership_tiers\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`membership_tiers_updated_at_idx\` ON \`membership_tiers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`membership_tiers_created_at_idx\` ON \`membership_tiers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`membership_tiers__status_idx\` ON \`membership_tiers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_membership_tiers_locales\` (
  	\`name\` text,
  	\`tagline\` text,
  	\`summary\` text,
  	\`notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`membership_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_membership_tiers_locales\`("name", "tagline", "summary", "notes", "id", "_locale", "_parent_id") SELECT "name", "tagline", "summary", "notes", "id", "_locale", "_parent_id" FROM \`membership_tiers_locales\`;`)
  await db.run(sql`DROP TABLE \`membership_tiers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_membership_tiers_locales\` RENAME TO \`membership_tiers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`membership_tiers_locales_locale_parent_id_unique\` ON \`membership_tiers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_figures\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`site_settings_figures\`;`)
  await db.run(sql`DROP TABLE \`site_settings_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_figures\` RENAME TO \`site_settings_figures\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_figures_order_idx\` ON \`site_settings_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_figures_parent_id_idx\` ON \`site_settings_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_figures_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_figures_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`site_settings_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_figures_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_figures_locales\` RENAME TO \`site_settings_figures_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_figures_locales_locale_parent_id_unique\` ON \`site_settings_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_opening_hours_locales\` (
  	\`days\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_opening_hours_locales\`("days", "hours", "id", "_locale", "_parent_id") SELECT "days", "hours", "id", "_locale", "_parent_id" FROM \`site_settings_opening_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_opening_hours_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_opening_hours_locales\` RENAME TO \`site_settings_opening_hours_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_opening_hours_locales_locale_parent_id_unique\` ON \`site_settings_opening_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_social\`("_order", "_parent_id", "id", "network", "url") SELECT "_order", "_parent_id", "id", "network", "url" FROM \`site_settings_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_social\` RENAME TO \`site_settings_social\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_social_order_idx\` ON \`site_settings_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_parent_id_idx\` ON \`site_settings_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text DEFAULT 'HUB 1909',
  	\`vat_percent\` numeric DEFAULT 21,
  	\`address_street\` text,
  	\`address_postal_code\` text,
  	\`address_map_url\` text,
  	\`address_latitude\` numeric,
  	\`address_longitude\` numeric,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`company_name\` text,
  	\`company_seat\` text,
  	\`company_ico\` text,
  	\`company_dic\` text,
  	\`bank_bank_name\` text,
  	\`bank_account_number\` text,
  	\`bank_iban\` text,
  	\`bank_swift\` text,
  	\`members_login_url\` text,
  	\`booking_trial_day_url\` text,
  	\`booking_meeting_url\` text,
  	\`booking_meeting_room_url\` text,
  	\`consent_policy_version\` numeric DEFAULT 1,
  	\`retention_forms_months\` numeric DEFAULT 24,
  	\`retention_registrations_months\` numeric DEFAULT 24,
  	\`retention_outbox_months\` numeric DEFAULT 24,
  	\`retention_unsubscribed_days\` numeric DEFAULT 0,
  	\`retention_unconfirmed_days\` numeric DEFAULT 30,
  	\`editor_note\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "vat_percent", "address_street", "address_postal_code", "address_map_url", "address_latitude", "address_longitude", "contact_email", "contact_phone", "company_name", "company_seat", "company_ico", "company_dic", "bank_bank_name", "bank_account_number", "bank_iban", "bank_swift", "members_login_url", "booking_trial_day_url", "booking_meeting_url", "booking_meeting_room_url", "consent_policy_version", "retention_forms_months", "retention_registrations_months", "retention_outbox_months", "retention_unsubscribed_days", "retention_unconfirmed_days", "editor_note", "_status", "updated_at", "created_at") SELECT "id", "brand_name", "vat_percent", "address_street", "address_postal_code", "address_map_url", "address_latitude", "address_longitude", "contact_email", "contact_phone", "company_name", "company_seat", "company_ico", "company_dic", "bank_bank_name", "bank_account_number", "bank_iban", "bank_swift", "members_login_url", "booking_trial_day_url", "booking_meeting_url", "booking_meeting_room_url", "consent_policy_version", "retention_forms_months", "retention_registrations_months", "retention_outbox_months", "retention_unsubscribed_days", "retention_unconfirmed_days", "editor_note", 'published', "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`tagline\` text,
  	\`address_city\` text,
  	\`address_country\` text,
  	\`address_directions\` text,
  	\`company_register\` text,
  	\`consent_title\` text,
  	\`consent_description\` text,
  	\`consent_accept_all\` text,
  	\`consent_reject_all\` text,
  	\`consent_manage\` text,
  	\`consent_save\` text,
  	\`consent_close\` text,
  	\`consent_preferences_title\` text,
  	\`consent_necessary_title\` text,
  	\`consent_necessary_description\` text,
  	\`consent_analytics_title\` text,
  	\`consent_analytics_description\` text,
  	\`consent_marketing_title\` text,
  	\`consent_marketing_description\` text,
  	\`consent_settings_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("tagline", "address_city", "address_country", "address_directions", "company_register", "consent_title", "consent_description", "consent_accept_all", "consent_reject_all", "consent_manage", "consent_save", "consent_close", "consent_preferences_title", "consent_necessary_title", "consent_necessary_description", "consent_analytics_title", "consent_analytics_description", "consent_marketing_title", "consent_marketing_description", "consent_settings_link", "id", "_locale", "_parent_id") SELECT "tagline", "address_city", "address_country", "address_directions", "company_register", "consent_title", "consent_description", "consent_accept_all", "consent_reject_all", "consent_manage", "consent_save", "consent_close", "consent_preferences_title", "consent_necessary_title", "consent_necessary_description", "consent_analytics_title", "consent_analytics_description", "consent_marketing_title", "consent_marketing_description", "consent_settings_link", "id", "_locale", "_parent_id" FROM \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_membership_tiers_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_membership_tiers_v_version_features_locales\`;`)
  await db.run(sql`DROP TABLE \`_membership_tiers_v\`;`)
  await db.run(sql`DROP TABLE \`_membership_tiers_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_figures\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_opening_hours\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_opening_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_social\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_membership_tiers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`tab\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`highlighted\` integer,
  	\`price\` numeric,
  	\`price_period\` text DEFAULT 'month' NOT NULL,
  	\`price_from\` integer,
  	\`annual_discount_percent\` numeric,
  	\`payable_half_yearly\` integer,
  	\`days_per_week\` numeric,
  	\`unlimited_access\` integer,
  	\`meeting_room_credit_czk\` numeric,
  	\`meeting_room_discount_percent\` numeric,
  	\`admin_support_hours\` numeric,
  	\`cta_url\` text,
  	\`editor_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_membership_tiers\`("id", "key", "tab", "order", "highlighted", "price", "price_period", "price_from", "annual_discount_percent", "payable_half_yearly", "days_per_week", "unlimited_access", "meeting_room_credit_czk", "meeting_room_discount_percent", "admin_support_hours", "cta_url", "editor_note", "updated_at", "created_at") SELECT "id", "key", "tab", "order", "highlighted", "price", "price_period", "price_from", "annual_discount_percent", "payable_half_yearly", "days_per_week", "unlimited_access", "meeting_room_credit_czk", "meeting_room_discount_percent", "admin_support_hours", "cta_url", "editor_note", "updated_at", "created_at" FROM \`membership_tiers\`;`)
  await db.run(sql`DROP TABLE \`membership_tiers\`;`)
  await db.run(sql`ALTER TABLE \`__new_membership_tiers\` RENAME TO \`membership_tiers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`membership_tiers_key_idx\` ON \`membership_tiers\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`membership_tiers_tab_idx\` ON \`membership_tiers\` (\`tab\`);`)
  await db.run(sql`CREATE INDEX \`membership_tiers_order_idx\` ON \`membership_tiers\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`membership_tiers_updated_at_idx\` ON \`membership_tiers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`membership_tiers_created_at_idx\` ON \`membership_tiers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand_name\` text DEFAULT 'HUB 1909' NOT NULL,
  	\`vat_percent\` numeric DEFAULT 21 NOT NULL,
  	\`address_street\` text NOT NULL,
  	\`address_postal_code\` text NOT NULL,
  	\`address_map_url\` text,
  	\`address_latitude\` numeric,
  	\`address_longitude\` numeric,
  	\`contact_email\` text NOT NULL,
  	\`contact_phone\` text,
  	\`company_name\` text NOT NULL,
  	\`company_seat\` text,
  	\`company_ico\` text,
  	\`company_dic\` text,
  	\`bank_bank_name\` text,
  	\`bank_account_number\` text,
  	\`bank_iban\` text,
  	\`bank_swift\` text,
  	\`members_login_url\` text NOT NULL,
  	\`booking_trial_day_url\` text,
  	\`booking_meeting_url\` text,
  	\`booking_meeting_room_url\` text,
  	\`consent_policy_version\` numeric DEFAULT 1 NOT NULL,
  	\`retention_forms_months\` numeric DEFAULT 24,
  	\`retention_registrations_months\` numeric DEFAULT 24,
  	\`retention_outbox_months\` numeric DEFAULT 24,
  	\`retention_unsubscribed_days\` numeric DEFAULT 0,
  	\`retention_unconfirmed_days\` numeric DEFAULT 30,
  	\`editor_note\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "brand_name", "vat_percent", "address_street", "address_postal_code", "address_map_url", "address_latitude", "address_longitude", "contact_email", "contact_phone", "company_name", "company_seat", "company_ico", "company_dic", "bank_bank_name", "bank_account_number", "bank_iban", "bank_swift", "members_login_url", "booking_trial_day_url", "booking_meeting_url", "booking_meeting_room_url", "consent_policy_version", "retention_forms_months", "retention_registrations_months", "retention_outbox_months", "retention_unsubscribed_days", "retention_unconfirmed_days", "editor_note", "updated_at", "created_at") SELECT "id", "brand_name", "vat_percent", "address_street", "address_postal_code", "address_map_url", "address_latitude", "address_longitude", "contact_email", "contact_phone", "company_name", "company_seat", "company_ico", "company_dic", "bank_bank_name", "bank_account_number", "bank_iban", "bank_swift", "members_login_url", "booking_trial_day_url", "booking_meeting_url", "booking_meeting_room_url", "consent_policy_version", "retention_forms_months", "retention_registrations_months", "retention_outbox_months", "retention_unsubscribed_days", "retention_unconfirmed_days", "editor_note", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`CREATE TABLE \`__new_membership_tiers_features_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`membership_tiers_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_membership_tiers_features_locales\`("text", "id", "_locale", "_parent_id") SELECT "text", "id", "_locale", "_parent_id" FROM \`membership_tiers_features_locales\`;`)
  await db.run(sql`DROP TABLE \`membership_tiers_features_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_membership_tiers_features_locales\` RENAME TO \`membership_tiers_features_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`membership_tiers_features_locales_locale_parent_id_unique\` ON \`membership_tiers_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_membership_tiers_locales\` (
  	\`name\` text NOT NULL,
  	\`tagline\` text,
  	\`summary\` text,
  	\`notes\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`membership_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_membership_tiers_locales\`("name", "tagline", "summary", "notes", "id", "_locale", "_parent_id") SELECT "name", "tagline", "summary", "notes", "id", "_locale", "_parent_id" FROM \`membership_tiers_locales\`;`)
  await db.run(sql`DROP TABLE \`membership_tiers_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_membership_tiers_locales\` RENAME TO \`membership_tiers_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`membership_tiers_locales_locale_parent_id_unique\` ON \`membership_tiers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_figures\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`site_settings_figures\`;`)
  await db.run(sql`DROP TABLE \`site_settings_figures\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_figures\` RENAME TO \`site_settings_figures\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_figures_order_idx\` ON \`site_settings_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_figures_parent_id_idx\` ON \`site_settings_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_figures_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_figures_locales\`("label", "id", "_locale", "_parent_id") SELECT "label", "id", "_locale", "_parent_id" FROM \`site_settings_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_figures_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_figures_locales\` RENAME TO \`site_settings_figures_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_figures_locales_locale_parent_id_unique\` ON \`site_settings_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_opening_hours_locales\` (
  	\`days\` text NOT NULL,
  	\`hours\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_opening_hours\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_opening_hours_locales\`("days", "hours", "id", "_locale", "_parent_id") SELECT "days", "hours", "id", "_locale", "_parent_id" FROM \`site_settings_opening_hours_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_opening_hours_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_opening_hours_locales\` RENAME TO \`site_settings_opening_hours_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_opening_hours_locales_locale_parent_id_unique\` ON \`site_settings_opening_hours_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_social\`("_order", "_parent_id", "id", "network", "url") SELECT "_order", "_parent_id", "id", "network", "url" FROM \`site_settings_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_social\` RENAME TO \`site_settings_social\`;`)
  await db.run(sql`CREATE INDEX \`site_settings_social_order_idx\` ON \`site_settings_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_parent_id_idx\` ON \`site_settings_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings_locales\` (
  	\`tagline\` text,
  	\`address_city\` text NOT NULL,
  	\`address_country\` text,
  	\`address_directions\` text,
  	\`company_register\` text,
  	\`consent_title\` text,
  	\`consent_description\` text,
  	\`consent_accept_all\` text,
  	\`consent_reject_all\` text,
  	\`consent_manage\` text,
  	\`consent_save\` text,
  	\`consent_close\` text,
  	\`consent_preferences_title\` text,
  	\`consent_necessary_title\` text,
  	\`consent_necessary_description\` text,
  	\`consent_analytics_title\` text,
  	\`consent_analytics_description\` text,
  	\`consent_marketing_title\` text,
  	\`consent_marketing_description\` text,
  	\`consent_settings_link\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings_locales\`("tagline", "address_city", "address_country", "address_directions", "company_register", "consent_title", "consent_description", "consent_accept_all", "consent_reject_all", "consent_manage", "consent_save", "consent_close", "consent_preferences_title", "consent_necessary_title", "consent_necessary_description", "consent_analytics_title", "consent_analytics_description", "consent_marketing_title", "consent_marketing_description", "consent_settings_link", "id", "_locale", "_parent_id") SELECT "tagline", "address_city", "address_country", "address_directions", "company_register", "consent_title", "consent_description", "consent_accept_all", "consent_reject_all", "consent_manage", "consent_save", "consent_close", "consent_preferences_title", "consent_necessary_title", "consent_necessary_description", "consent_analytics_title", "consent_analytics_description", "consent_marketing_title", "consent_marketing_description", "consent_settings_link", "id", "_locale", "_parent_id" FROM \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings_locales\` RENAME TO \`site_settings_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
