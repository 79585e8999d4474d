import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_payloads" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "page_payloads" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_page_payloads_fk";
  
  DROP INDEX IF EXISTS "payload_locked_documents_rels_page_payloads_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "page_payloads_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "page_payloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"body" varchar NOT NULL,
  	"used_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "page_payloads_id" integer;
  CREATE UNIQUE INDEX "page_payloads_key_idx" ON "page_payloads" USING btree ("key");
  CREATE INDEX "page_payloads_used_at_idx" ON "page_payloads" USING btree ("used_at");
  CREATE INDEX "page_payloads_updated_at_idx" ON "page_payloads" USING btree ("updated_at");
  CREATE INDEX "page_payloads_created_at_idx" ON "page_payloads" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_page_payloads_fk" FOREIGN KEY ("page_payloads_id") REFERENCES "public"."page_payloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_page_payloads_id_idx" ON "payload_locked_documents_rels" USING btree ("page_payloads_id");`)
}
