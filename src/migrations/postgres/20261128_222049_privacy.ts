import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_privacy_log_action" AS ENUM('retention', 'export', 'erasure');
  CREATE TABLE "privacy_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_privacy_log_action" NOT NULL,
  	"subject" varchar,
  	"counts" jsonb,
  	"user_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_log_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "retention_forms_months" numeric DEFAULT 24;
  ALTER TABLE "site_settings" ADD COLUMN "retention_registrations_months" numeric DEFAULT 24;
  ALTER TABLE "site_settings" ADD COLUMN "retention_outbox_months" numeric DEFAULT 24;
  ALTER TABLE "site_settings" ADD COLUMN "retention_unsubscribed_days" numeric DEFAULT 0;
  ALTER TABLE "site_settings" ADD COLUMN "retention_unconfirmed_days" numeric DEFAULT 30;
  ALTER TABLE "privacy_log" ADD CONSTRAINT "privacy_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_log_subject_idx" ON "privacy_log" USING btree ("subject");
  CREATE INDEX "privacy_log_user_idx" ON "privacy_log" USING btree ("user_id");
  CREATE INDEX "privacy_log_updated_at_idx" ON "privacy_log" USING btree ("updated_at");
  CREATE INDEX "privacy_log_created_at_idx" ON "privacy_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_log_fk" FOREIGN KEY ("privacy_log_id") REFERENCES "public"."privacy_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_log_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_privacy_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_log_id";
  ALTER TABLE "site_settings" DROP COLUMN "retention_forms_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_registrations_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_outbox_months";
  ALTER TABLE "site_settings" DROP COLUMN "retention_unsubscribed_days";
  ALTER TABLE "site_settings" DROP COLUMN "retention_unconfirmed_days";
  DROP TYPE "public"."enum_privacy_log_action";`)
}
