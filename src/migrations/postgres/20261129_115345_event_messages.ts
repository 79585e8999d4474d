import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_event_messages_audience" AS ENUM('confirmed', 'waitlisted', 'both');
  CREATE TABLE "event_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"audience" "enum_event_messages_audience" DEFAULT 'confirmed' NOT NULL,
  	"subject_cs" varchar NOT NULL,
  	"text_cs" varchar NOT NULL,
  	"subject_en" varchar,
  	"text_en" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"recipients" numeric,
  	"sent_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_messages_id" integer;
  ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_messages" ADD CONSTRAINT "event_messages_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "event_messages_event_idx" ON "event_messages" USING btree ("event_id");
  CREATE INDEX "event_messages_sent_by_idx" ON "event_messages" USING btree ("sent_by_id");
  CREATE INDEX "event_messages_updated_at_idx" ON "event_messages" USING btree ("updated_at");
  CREATE INDEX "event_messages_created_at_idx" ON "event_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_messages_fk" FOREIGN KEY ("event_messages_id") REFERENCES "public"."event_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("event_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "event_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "event_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_event_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_messages_id";
  DROP TYPE "public"."enum_event_messages_audience";`)
}
