import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mail_outbox" ADD COLUMN "recipient" varchar;
  ALTER TABLE "mail_outbox" ADD COLUMN "subject" varchar;
  CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "mail_outbox_recipient_idx";
  ALTER TABLE "mail_outbox" DROP COLUMN "recipient";
  ALTER TABLE "mail_outbox" DROP COLUMN "subject";`)
}
