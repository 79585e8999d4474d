import * as migration_20261122_015646_initial from './20261122_015646_initial';
import * as migration_20261122_040000_locales_parent_index from './20261122_040000_locales_parent_index';
import * as migration_20261123_213543_mail_outbox from './20261123_213543_mail_outbox';
import * as migration_20261123_233842_cache_invalidations from './20261123_233842_cache_invalidations';
import * as migration_20261124_092055_consent_texts from './20261124_092055_consent_texts';
import * as migration_20261124_190318_event_cancelled from './20261124_190318_event_cancelled';
import * as migration_20261124_191203_event_space_enquiries from './20261124_191203_event_space_enquiries';
import * as migration_20261127_043040_page_payloads from './20261127_043040_page_payloads';
import * as migration_20261128_135643_outbox_recipient from './20261128_135643_outbox_recipient';
import * as migration_20261128_145836_drop_page_payloads from './20261128_145836_drop_page_payloads';
import * as migration_20261128_214355_staff_roles from './20261128_214355_staff_roles';
import * as migration_20261128_220126_home_section_keys from './20261128_220126_home_section_keys';
import * as migration_20261128_222042_privacy from './20261128_222042_privacy';
import * as migration_20261129_014951_redirects from './20261129_014951_redirects';
import * as migration_20261129_020433_seo from './20261129_020433_seo';
import * as migration_20261129_021804_scheduled_publishing from './20261129_021804_scheduled_publishing';
import * as migration_20261129_044719_tier_settings_versions from './20261129_044719_tier_settings_versions';
import * as migration_20261129_080113_media_storage from './20261129_080113_media_storage';
import * as migration_20261129_085450_event_reminders from './20261129_085450_event_reminders';
import * as migration_20261129_114353_home_sections_check_in from './20261129_114353_home_sections_check_in';
import * as migration_20261129_115341_event_messages from './20261129_115341_event_messages';

export const migrations = [
  {
    up: migration_20261122_015646_initial.up,
    down: migration_20261122_015646_initial.down,
    name: '20261122_015646_initial',
  },
  {
    up: migration_20261122_040000_locales_parent_index.up,
    down: migration_20261122_040000_locales_parent_index.down,
    name: '20261122_040000_locales_parent_index',
  },
  {
    up: migration_20261123_213543_mail_outbox.up,
    down: migration_20261123_213543_mail_outbox.down,
    name: '20261123_213543_mail_outbox',
  },
  {
    up: migration_20261123_233842_cache_invalidations.up,
    down: migration_20261123_233842_cache_invalidations.down,
    name: '20261123_233842_cache_invalidations',
  },
  {
    up: migration_20261124_092055_consent_texts.up,
    down: migration_20261124_092055_consent_texts.down,
    name: '20261124_092055_consent_texts',
  },
  {
    up: migration_20261124_190318_event_cancelled.up,
    down: migration_20261124_190318_event_cancelled.down,
    name: '20261124_190318_event_cancelled',
  },
  {
    up: migration_20261124_191203_event_space_enquiries.up,
    down: migration_20261124_191203_event_space_enquiries.down,
    name: '20261124_191203_event_space_enquiries',
  },
  {
    up: migration_20261127_043040_page_payloads.up,
    down: migration_20261127_043040_page_payloads.down,
    name: '20261127_043040_page_payloads',
  },
  {
    up: migration_20261128_135643_outbox_recipient.up,
    down: migration_20261128_135643_outbox_recipient.down,
    name: '20261128_135643_outbox_recipient',
  },
  {
    up: migration_20261128_145836_drop_page_payloads.up,
    down: migration_20261128_145836_drop_page_payloads.down,
    name: '20261128_145836_drop_page_payloads',
  },
  {
    up: migration_20261128_214355_staff_roles.up,
    down: migration_20261128_214355_staff_roles.down,
    name: '20261128_214355_staff_roles',
  },
  {
    up: migration_20261128_220126_home_section_keys.up,
    down: migration_20261128_220126_home_section_keys.down,
    name: '20261128_220126_home_section_keys',
  },
  {
    up: migration_20261128_222042_privacy.up,
    down: migration_20261128_222042_privacy.down,
    name: '20261128_222042_privacy',
  },
  {
    up: migration_20261129_014951_redirects.up,
    down: migration_20261129_014951_redirects.down,
    name: '20261129_014951_redirects',
  },
  {
    up: migration_20261129_020433_seo.up,
    down: migration_20261129_020433_seo.down,
    name: '20261129_020433_seo',
  },
  {
    up: migration_20261129_021804_scheduled_publishing.up,
    down: migration_20261129_021804_scheduled_publishing.down,
    name: '20261129_021804_scheduled_publishing',
  },
  {
    up: migration_20261129_044719_tier_settings_versions.up,
    down: migration_20261129_044719_tier_settings_versions.down,
    name: '20261129_044719_tier_settings_versions',
  },
  {
    up: migration_20261129_080113_media_storage.up,
    down: migration_20261129_080113_media_storage.down,
    name: '20261129_080113_media_storage',
  },
  {
    up: migration_20261129_085450_event_reminders.up,
    down: migration_20261129_085450_event_reminders.down,
    name: '20261129_085450_event_reminders',
  },
  {
    up: migration_20261129_114353_home_sections_check_in.up,
    down: migration_20261129_114353_home_sections_check_in.down,
    name: '20261129_114353_home_sections_check_in',
  },
  {
    up: migration_20261129_115341_event_messages.up,
    down: migration_20261129_115341_event_messages.down,
    name: '20261129_115341_event_messages'
  },
];
