import * as migration_20261122_015646_initial from './20261122_015646_initial';
import * as migration_20261122_040000_locales_parent_index from './20261122_040000_locales_parent_index';

export const migrations = [
  {
    up: migration_20261122_015646_initial.up,
    down: migration_20261122_015646_initial.down,
    name: '20261122_015646_initial'
  },
  {
    up: migration_20261122_040000_locales_parent_index.up,
    down: migration_20261122_040000_locales_parent_index.down,
    name: '20261122_040000_locales_parent_index'
  },
];
