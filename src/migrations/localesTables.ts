/**
 * Payload looks up a document's translations with `… from <table>_locales where _parent_id = ?` for
 * every row a list returns, and its own unique index starts with `_locale`, so each lookup scanned
 * the whole table: a newest-first list of 10,000 events took 5–9 s on SQLite. An index on
 * `_parent_id` per translations table makes it one index lookup per row (migrations 20261122_040000).
 */

export const LOCALES_TABLES = [
  'pages_sections_locales',
  'pages_locales',
  '_pages_v_version_sections_locales',
  '_pages_v_locales',
  'spaces_time_slots_locales',
  'spaces_equipment_locales',
  'spaces_facts_locales',
  'spaces_locales',
  '_spaces_v_version_time_slots_locales',
  '_spaces_v_version_equipment_locales',
  '_spaces_v_version_facts_locales',
  '_spaces_v_locales',
  'membership_tiers_features_locales',
  'membership_tiers_locales',
  'events_locales',
  '_events_v_locales',
  'posts_locales',
  '_posts_v_locales',
  'team_members_locales',
  'projects_locales',
  'partners_locales',
  'testimonials_locales',
  'press_mentions_locales',
  'job_openings_locales',
  'media_locales',
  'site_settings_figures_locales',
  'site_settings_opening_hours_locales',
  'site_settings_locales',
]
