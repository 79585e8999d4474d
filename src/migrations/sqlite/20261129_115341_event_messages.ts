import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`event_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`audience\` text DEFAULT 'confirmed' NOT NULL,
  	\`subject_cs\` text NOT NULL,
  	\`text_cs\` text NOT NULL,
  	\`subject_en\` text,
  	\`text_en\` text,
  	\`sent_at\` text,
  	\`recipients\` numeric,
  	\`sent_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sent_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_messages_event_idx\` ON \`event_messages\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`event_messages_sent_by_idx\` ON \`event_messages\` (\`sent_by_id\`);`)
  await db.run(sql`CREATE INDEX \`event_messages_updated_at_idx\` ON \`event_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_messages_created_at_idx\` ON \`event_messages\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`event_messages_id\` integer REFERENCES event_messages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`event_messages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`event_messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`spaces_id\` integer,
  	\`membership_tiers_id\` integer,
  	\`events_id\` integer,
  	\`posts_id\` integer,
  	\`team_members_id\` integer,
  	\`projects_id\` integer,
  	\`partners_id\` integer,
  	\`testimonials_id\` integer,
  	\`press_mentions_id\` integer,
  	\`job_openings_id\` integer,
  	\`media_id\` integer,
  	\`event_registrations_id\` integer,
  	\`event_space_enquiries_id\` integer,
  	\`contact_requests_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`privacy_log_id\` integer,
  	\`cache_invalidations_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`spaces_id\`) REFERENCES \`spaces\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`membership_tiers_id\`) REFERENCES \`membership_tiers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_members_id\`) REFERENCES \`team_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`partners_id\`) REFERENCES \`partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_mentions_id\`) REFERENCES \`press_mentions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_openings_id\`) REFERENCES \`job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_registrations_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_space_enquiries_id\`) REFERENCES \`event_space_enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_log_id\`) REFERENCES \`privacy_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cache_invalidations_id\`) REFERENCES \`cache_invalidations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "spaces_id", "membership_tiers_id", "events_id", "posts_id", "team_members_id", "projects_id", "partners_id", "testimonials_id", "press_mentions_id", "job_openings_id", "media_id", "event_registrations_id", "event_space_enquiries_id", "contact_requests_id", "newsletter_subscribers_id", "mail_outbox_id", "privacy_log_id", "cache_invalidations_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "pages_id", "spaces_id", "membership_tiers_id", "events_id", "posts_id", "team_members_id", "projects_id", "partners_id", "testimonials_id", "press_mentions_id", "job_openings_id", "media_id", "event_registrations_id", "event_space_enquiries_id", "contact_requests_id", "newsletter_subscribers_id", "mail_outbox_id", "privacy_log_id", "cache_invalidations_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_spaces_id_idx\` ON \`payload_locked_documents_rels\` (\`spaces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_membership_tiers_id_idx\` ON \`payload_locked_documents_rels\` (\`membership_tiers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_members_id_idx\` ON \`payload_locked_documents_rels\` (\`team_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_mentions_id_idx\` ON \`payload_locked_documents_rels\` (\`press_mentions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_space_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`event_space_enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_log_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_invalidations_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_invalidations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
