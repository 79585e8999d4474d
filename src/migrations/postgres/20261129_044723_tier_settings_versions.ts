import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_membership_tiers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__membership_tiers_v_version_key" AS ENUM('club', 'meet', 'seat', 'dedicated-desk', 'office', 'day-pass', 'registered-office');
  CREATE TYPE "public"."enum__membership_tiers_v_version_tab" AS ENUM('coworking', 'club', 'office', 'registered-office', 'day-pass');
  CREATE TYPE "public"."enum__membership_tiers_v_version_price_period" AS ENUM('month', 'year', 'day');
  CREATE TYPE "public"."enum__membership_tiers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__membership_tiers_v_published_locale" AS ENUM('cs', 'en');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_social_network" AS ENUM('facebook', 'instagram', 'linkedin', 'youtube', 'x', 'tiktok');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_published_locale" AS ENUM('cs', 'en');
  CREATE TABLE "_membership_tiers_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_membership_tiers_v_version_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_membership_tiers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__membership_tiers_v_version_key",
  	"version_tab" "enum__membership_tiers_v_version_tab",
  	"version_order" numeric DEFAULT 100,
  	"version_highlighted" boolean,
  	"version_price" numeric,
  	"version_price_period" "enum__membership_tiers_v_version_price_period" DEFAULT 'month',
  	"version_price_from" boolean,
  	"version_annual_discount_percent" numeric,
  	"version_payable_half_yearly" boolean,
  	"version_days_per_week" numeric,
  	"version_unlimited_access" boolean,
  	"version_meeting_room_credit_czk" numeric,
  	"version_meeting_room_discount_percent" numeric,
  	"version_admin_support_hours" numeric,
  	"version_cta_url" varchar,
  	"version_editor_note" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__membership_tiers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__membership_tiers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_membership_tiers_v_locales" (
  	"version_name" varchar,
  	"version_tagline" varchar,
  	"version_summary" varchar,
  	"version_notes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_figures_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_opening_hours_locales" (
  	"days" varchar,
  	"hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__site_settings_v_version_social_network",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_brand_name" varchar DEFAULT 'HUB 1909',
  	"version_vat_percent" numeric DEFAULT 21,
  	"version_address_street" varchar,
  	"version_address_postal_code" varchar,
  	"version_address_map_url" varchar,
  	"version_address_latitude" numeric,
  	"version_address_longitude" numeric,
  	"version_contact_email" varchar,
  	"version_contact_phone" varchar,
  	"version_company_name" varchar,
  	"version_company_seat" varchar,
  	"version_company_ico" varchar,
  	"version_company_dic" varchar,
  	"version_bank_bank_name" varchar,
  	"version_bank_account_number" varchar,
  	"version_bank_iban" varchar,
  	"version_bank_swift" varchar,
  	"version_members_login_url" varchar,
  	"version_booking_trial_day_url" varchar,
  	"version_booking_meeting_url" varchar,
  	"version_booking_meeting_room_url" varchar,
  	"version_consent_policy_version" numeric DEFAULT 1,
  	"version_retention_forms_months" numeric DEFAULT 24,
  	"version_retention_registrations_months" numeric DEFAULT 24,
  	"version_retention_outbox_months" numeric DEFAULT 24,
  	"version_retention_unsubscribed_days" numeric DEFAULT 0,
  	"version_retention_unconfirmed_days" numeric DEFAULT 30,
  	"version_editor_note" varchar,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__site_settings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_tagline" varchar,
  	"version_address_city" varchar,
  	"version_address_country" varchar,
  	"version_address_directions" varchar,
  	"version_company_register" varchar,
  	"version_consent_title" varchar,
  	"version_consent_description" varchar,
  	"version_consent_accept_all" varchar,
  	"version_consent_reject_all" varchar,
  	"version_consent_manage" varchar,
  	"version_consent_save" varchar,
  	"version_consent_close" varchar,
  	"version_consent_preferences_title" varchar,
  	"version_consent_necessary_title" varchar,
  	"version_consent_necessary_description" varchar,
  	"version_consent_analytics_title" varchar,
  	"version_consent_analytics_description" varchar,
  	"version_consent_marketing_title" varchar,
  	"version_consent_marketing_description" varchar,
  	"version_consent_settings_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "membership_tiers_features_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "membership_tiers" ALTER COLUMN "key" DROP NOT NULL;
  ALTER TABLE "membership_tiers" ALTER COLUMN "tab" DROP NOT NULL;
  ALTER TABLE "membership_tiers" ALTER COLUMN "price_period" DROP NOT NULL;
  ALTER TABLE "membership_tiers_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "site_settings_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "site_settings_figures_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings_opening_hours_locales" ALTER COLUMN "days" DROP NOT NULL;
  ALTER TABLE "site_settings_opening_hours_locales" ALTER COLUMN "hours" DROP NOT NULL;
  ALTER TABLE "site_settings_social" ALTER COLUMN "network" DROP NOT NULL;
  ALTER TABLE "site_settings_social" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "brand_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "vat_percent" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_street" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_postal_code" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "contact_email" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "company_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "members_login_url" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "consent_policy_version" DROP NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "address_city" DROP NOT NULL;
  ALTER TABLE "membership_tiers" ADD COLUMN "_status" "enum_membership_tiers_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "_membership_tiers_v_version_features" ADD CONSTRAINT "_membership_tiers_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_membership_tiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_membership_tiers_v_version_features_locales" ADD CONSTRAINT "_membership_tiers_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_membership_tiers_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_membership_tiers_v" ADD CONSTRAINT "_membership_tiers_v_parent_id_membership_tiers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."membership_tiers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_membership_tiers_v_locales" ADD CONSTRAINT "_membership_tiers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_membership_tiers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_figures" ADD CONSTRAINT "_site_settings_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_figures_locales" ADD CONSTRAINT "_site_settings_v_version_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_opening_hours" ADD CONSTRAINT "_site_settings_v_version_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_opening_hours_locales" ADD CONSTRAINT "_site_settings_v_version_opening_hours_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_opening_hours"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_social" ADD CONSTRAINT "_site_settings_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_membership_tiers_v_version_features_order_idx" ON "_membership_tiers_v_version_features" USING btree ("_order");
  CREATE INDEX "_membership_tiers_v_version_features_parent_id_idx" ON "_membership_tiers_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_membership_tiers_v_version_features_locales_locale_parent_i" ON "_membership_tiers_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_membership_tiers_v_parent_idx" ON "_membership_tiers_v" USING btree ("parent_id");
  CREATE INDEX "_membership_tiers_v_version_version_key_idx" ON "_membership_tiers_v" USING btree ("version_key");
  CREATE INDEX "_membership_tiers_v_version_version_tab_idx" ON "_membership_tiers_v" USING btree ("version_tab");
  CREATE INDEX "_membership_tiers_v_version_version_order_idx" ON "_membership_tiers_v" USING btree ("version_order");
  CREATE INDEX "_membership_tiers_v_version_version_updated_at_idx" ON "_membership_tiers_v" USING btree ("version_updated_at");
  CREATE INDEX "_membership_tiers_v_version_version_created_at_idx" ON "_membership_tiers_v" USING btree ("version_created_at");
  CREATE INDEX "_membership_tiers_v_version_version__status_idx" ON "_membership_tiers_v" USING btree ("version__status");
  CREATE INDEX "_membership_tiers_v_created_at_idx" ON "_membership_tiers_v" USING btree ("created_at");
  CREATE INDEX "_membership_tiers_v_updated_at_idx" ON "_membership_tiers_v" USING btree ("updated_at");
  CREATE INDEX "_membership_tiers_v_snapshot_idx" ON "_membership_tiers_v" USING btree ("snapshot");
  CREATE INDEX "_membership_tiers_v_published_locale_idx" ON "_membership_tiers_v" USING btree ("published_locale");
  CREATE INDEX "_membership_tiers_v_latest_idx" ON "_membership_tiers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_membership_tiers_v_locales_locale_parent_id_unique" ON "_membership_tiers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_figures_order_idx" ON "_site_settings_v_version_figures" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_figures_parent_id_idx" ON "_site_settings_v_version_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_figures_locales_locale_parent_id_un" ON "_site_settings_v_version_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_opening_hours_order_idx" ON "_site_settings_v_version_opening_hours" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_opening_hours_parent_id_idx" ON "_site_settings_v_version_opening_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_opening_hours_locales_locale_parent" ON "_site_settings_v_version_opening_hours_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_social_order_idx" ON "_site_settings_v_version_social" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_social_parent_id_idx" ON "_site_settings_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_snapshot_idx" ON "_site_settings_v" USING btree ("snapshot");
  CREATE INDEX "_site_settings_v_published_locale_idx" ON "_site_settings_v" USING btree ("published_locale");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "membership_tiers__status_idx" ON "membership_tiers" USING btree ("_status");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");`)
  // What visitors saw before drafts existed stays published.
  await db.execute(sql`UPDATE "membership_tiers" SET "_status" = 'published'; UPDATE "site_settings" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_membership_tiers_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_membership_tiers_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_membership_tiers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_membership_tiers_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_opening_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_opening_hours_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_membership_tiers_v_version_features" CASCADE;
  DROP TABLE "_membership_tiers_v_version_features_locales" CASCADE;
  DROP TABLE "_membership_tiers_v" CASCADE;
  DROP TABLE "_membership_tiers_v_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_figures" CASCADE;
  DROP TABLE "_site_settings_v_version_figures_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_opening_hours" CASCADE;
  DROP TABLE "_site_settings_v_version_opening_hours_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_social" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP INDEX "membership_tiers__status_idx";
  DROP INDEX "site_settings__status_idx";
  ALTER TABLE "membership_tiers_features_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "membership_tiers" ALTER COLUMN "key" SET NOT NULL;
  ALTER TABLE "membership_tiers" ALTER COLUMN "tab" SET NOT NULL;
  ALTER TABLE "membership_tiers" ALTER COLUMN "price_period" SET NOT NULL;
  ALTER TABLE "membership_tiers_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "site_settings_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "site_settings_figures_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings_opening_hours_locales" ALTER COLUMN "days" SET NOT NULL;
  ALTER TABLE "site_settings_opening_hours_locales" ALTER COLUMN "hours" SET NOT NULL;
  ALTER TABLE "site_settings_social" ALTER COLUMN "network" SET NOT NULL;
  ALTER TABLE "site_settings_social" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "brand_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "vat_percent" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_street" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "address_postal_code" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "contact_email" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "company_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "members_login_url" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "consent_policy_version" SET NOT NULL;
  ALTER TABLE "site_settings_locales" ALTER COLUMN "address_city" SET NOT NULL;
  ALTER TABLE "membership_tiers" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  DROP TYPE "public"."enum_membership_tiers_status";
  DROP TYPE "public"."enum__membership_tiers_v_version_key";
  DROP TYPE "public"."enum__membership_tiers_v_version_tab";
  DROP TYPE "public"."enum__membership_tiers_v_version_price_period";
  DROP TYPE "public"."enum__membership_tiers_v_version_status";
  DROP TYPE "public"."enum__membership_tiers_v_published_locale";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_social_network";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum__site_settings_v_published_locale";`)
}
