import * as migration_20261121_094417_initial from './20261121_094417_initial';
import * as migration_20261121_102142_orders from './20261121_102142_orders';

export const migrations = [
  {
    up: migration_20261121_094417_initial.up,
    down: migration_20261121_094417_initial.down,
    name: '20261121_094417_initial',
  },
  {
    up: migration_20261121_102142_orders.up,
    down: migration_20261121_102142_orders.down,
    name: '20261121_102142_orders'
  },
];
