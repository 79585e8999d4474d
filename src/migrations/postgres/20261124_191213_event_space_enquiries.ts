import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_spaces_time_slots_weekdays" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum__spaces_v_version_time_slots_weekdays" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_event_space_enquiries_state" AS ENUM('new', 'inProgress', 'done');
  CREATE TYPE "public"."enum_event_space_enquiries_layout" AS ENUM('seated', 'theatre', 'informal', 'tables', 'standing');
  CREATE TYPE "public"."enum_event_space_enquiries_locale" AS ENUM('cs', 'en');
  CREATE TABLE "spaces_time_slots_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_spaces_time_slots_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_spaces_v_version_time_slots_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__spaces_v_version_time_slots_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "event_space_enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state" "enum_event_space_enquiries_state" DEFAULT 'new',
  	"space_id" integer,
  	"event_date" varchar NOT NULL,
  	"start_time" varchar NOT NULL,
  	"end_time" varchar NOT NULL,
  	"guests" numeric NOT NULL,
  	"layout" "enum_event_space_enquiries_layout" NOT NULL,
  	"catering" boolean DEFAULT false,
  	"production" boolean DEFAULT false,
  	"name" varchar NOT NULL,
  	"company" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"note" varchar,
  	"quote_slot" varchar,
  	"quote_hours" numeric,
  	"quote_rate_per_hour" numeric,
  	"quote_rental" numeric,
  	"quote_production_percent" numeric,
  	"quote_production" numeric,
  	"quote_net" numeric,
  	"quote_vat_percent" numeric,
  	"quote_vat" numeric,
  	"quote_gross" numeric,
  	"locale" "enum_event_space_enquiries_locale",
  	"from" varchar,
  	"referrer" varchar,
  	"consent_version" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"submission_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_space_enquiries_id" integer;
  ALTER TABLE "spaces_time_slots_weekdays" ADD CONSTRAINT "spaces_time_slots_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."spaces_time_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_spaces_v_version_time_slots_weekdays" ADD CONSTRAINT "_spaces_v_version_time_slots_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_spaces_v_version_time_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_space_enquiries" ADD CONSTRAINT "event_space_enquiries_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "spaces_time_slots_weekdays_order_idx" ON "spaces_time_slots_weekdays" USING btree ("order");
  CREATE INDEX "spaces_time_slots_weekdays_parent_idx" ON "spaces_time_slots_weekdays" USING btree ("parent_id");
  CREATE INDEX "_spaces_v_version_time_slots_weekdays_order_idx" ON "_spaces_v_version_time_slots_weekdays" USING btree ("order");
  CREATE INDEX "_spaces_v_version_time_slots_weekdays_parent_idx" ON "_spaces_v_version_time_slots_weekdays" USING btree ("parent_id");
  CREATE INDEX "event_space_enquiries_space_idx" ON "event_space_enquiries" USING btree ("space_id");
  CREATE INDEX "event_space_enquiries_event_date_idx" ON "event_space_enquiries" USING btree ("event_date");
  CREATE UNIQUE INDEX "event_space_enquiries_submission_key_idx" ON "event_space_enquiries" USING btree ("submission_key");
  CREATE INDEX "event_space_enquiries_updated_at_idx" ON "event_space_enquiries" USING btree ("updated_at");
  CREATE INDEX "event_space_enquiries_created_at_idx" ON "event_space_enquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_space_enquiries_fk" FOREIGN KEY ("event_space_enquiries_id") REFERENCES "public"."event_space_enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_space_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("event_space_enquiries_id");`)
  // Slots stored before weekdays existed: the seed's (and the spec's) "Po–Pá" becomes Monday to
  // Friday, for the published space and its versions. Other labels are left for staff to tick.
  for (const [slots, weekdays, type] of [
    ['spaces_time_slots', 'spaces_time_slots_weekdays', 'enum_spaces_time_slots_weekdays'],
    ['_spaces_v_version_time_slots', '_spaces_v_version_time_slots_weekdays', 'enum__spaces_v_version_time_slots_weekdays'],
  ]) {
    await db.execute(sql`
    INSERT INTO ${sql.identifier(weekdays)} ("order", "parent_id", "value")
    SELECT d.ord, s.id, d.day::${sql.identifier(type)}
    FROM ${sql.identifier(slots)} s
    JOIN ${sql.identifier(`${slots}_locales`)} l ON l._parent_id = s.id AND l._locale = 'cs'
    CROSS JOIN (VALUES (1, 'mon'), (2, 'tue'), (3, 'wed'), (4, 'thu'), (5, 'fri')) AS d(ord, day)
    WHERE replace(replace(l.days, ' ', ''), '-', '–') = 'Po–Pá'`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "spaces_time_slots_weekdays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_spaces_v_version_time_slots_weekdays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_space_enquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "spaces_time_slots_weekdays" CASCADE;
  DROP TABLE "_spaces_v_version_time_slots_weekdays" CASCADE;
  DROP TABLE "event_space_enquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_space_enquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_event_space_enquiries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_space_enquiries_id";
  DROP TYPE "public"."enum_spaces_time_slots_weekdays";
  DROP TYPE "public"."enum__spaces_v_version_time_slots_weekdays";
  DROP TYPE "public"."enum_event_space_enquiries_state";
  DROP TYPE "public"."enum_event_space_enquiries_layout";
  DROP TYPE "public"."enum_event_space_enquiries_locale";`)
}
