import * as migration_20261122_015646_initial from './20261122_015646_initial';

export const migrations = [
  {
    up: migration_20261122_015646_initial.up,
    down: migration_20261122_015646_initial.down,
    name: '20261122_015646_initial'
  },
];
