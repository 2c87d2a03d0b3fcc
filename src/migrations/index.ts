import * as migration_20261121_094417_initial from './20261121_094417_initial';

export const migrations = [
  {
    up: migration_20261121_094417_initial.up,
    down: migration_20261121_094417_initial.down,
    name: '20261121_094417_initial'
  },
];
