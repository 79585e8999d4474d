import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`spaces\` ADD \`meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`spaces_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`spaces_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`spaces_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`spaces_meta_meta_image_idx\` ON \`spaces_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_spaces_v\` ADD \`version_meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`_spaces_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_spaces_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_spaces_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_spaces_v_version_meta_version_meta_image_idx\` ON \`_spaces_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`events_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`events_meta_meta_image_idx\` ON \`events_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_events_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_meta_version_meta_image_idx\` ON \`_events_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_meta_meta_image_idx\` ON \`posts_locales\` (\`meta_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_meta_noindex\` integer;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_meta_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_meta_version_meta_image_idx\` ON \`_posts_v_locales\` (\`version_meta_image_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`lead\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "slug", "lead", "body", "id", "_locale", "_parent_id") SELECT "title", "slug", "lead", "body", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_lead\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_locales\`("version_title", "version_slug", "version_lead", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_slug", "version_lead", "version_body", "id", "_locale", "_parent_id" FROM \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_locales\` RENAME TO \`_pages_v_locales\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_spaces_locales\` (
  	\`name\` text,
  	\`slug\` text,
  	\`tagline\` text,
  	\`summary\` text,
  	\`description\` text,
  	\`price_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`spaces\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_spaces_locales\`("name", "slug", "tagline", "summary", "description", "price_note", "id", "_locale", "_parent_id") SELECT "name", "slug", "tagline", "summary", "description", "price_note", "id", "_locale", "_parent_id" FROM \`spaces_locales\`;`)
  await db.run(sql`DROP TABLE \`spaces_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_spaces_locales\` RENAME TO \`spaces_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`spaces_slug_idx\` ON \`spaces_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`spaces_locales_locale_parent_id_unique\` ON \`spaces_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__spaces_v_locales\` (
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_tagline\` text,
  	\`version_summary\` text,
  	\`version_description\` text,
  	\`version_price_note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_spaces_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__spaces_v_locales\`("version_name", "version_slug", "version_tagline", "version_summary", "version_description", "version_price_note", "id", "_locale", "_parent_id") SELECT "version_name", "version_slug", "version_tagline", "version_summary", "version_description", "version_price_note", "id", "_locale", "_parent_id" FROM \`_spaces_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_spaces_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__spaces_v_locales\` RENAME TO \`_spaces_v_locales\`;`)
  await db.run(sql`CREATE INDEX \`_spaces_v_version_version_slug_idx\` ON \`_spaces_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_spaces_v_locales_locale_parent_id_unique\` ON \`_spaces_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_events_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`place_text\` text,
  	\`guest_rule\` text,
  	\`excerpt\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events_locales\`("title", "slug", "place_text", "guest_rule", "excerpt", "description", "id", "_locale", "_parent_id") SELECT "title", "slug", "place_text", "guest_rule", "excerpt", "description", "id", "_locale", "_parent_id" FROM \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_events_locales\` RENAME TO \`events_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__events_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_place_text\` text,
  	\`version_guest_rule\` text,
  	\`version_excerpt\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__events_v_locales\`("version_title", "version_slug", "version_place_text", "version_guest_rule", "version_excerpt", "version_description", "id", "_locale", "_parent_id") SELECT "version_title", "version_slug", "version_place_text", "version_guest_rule", "version_excerpt", "version_description", "id", "_locale", "_parent_id" FROM \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__events_v_locales\` RENAME TO \`_events_v_locales\`;`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_posts_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_locales\`("title", "slug", "excerpt", "body", "id", "_locale", "_parent_id") SELECT "title", "slug", "excerpt", "body", "id", "_locale", "_parent_id" FROM \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_locales\` RENAME TO \`posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v_locales\`("version_title", "version_slug", "version_excerpt", "version_body", "id", "_locale", "_parent_id") SELECT "version_title", "version_slug", "version_excerpt", "version_body", "id", "_locale", "_parent_id" FROM \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v_locales\` RENAME TO \`_posts_v_locales\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`spaces\` DROP COLUMN \`meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`_spaces_v\` DROP COLUMN \`version_meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`meta_noindex\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_meta_noindex\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
