import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from '../../server/config/mikro-orm.config.js';
import { scratchDatabase } from '../support/scratch-database.js';

/**
 * The migrations build exactly the schema the entities describe: on an empty database migrated to the
 * last migration, the ORM finds no difference, so `npm run migration:create` (the same comparison,
 * server/db/create-migration.ts) writes only what the next engineer changed. Each difference is listed.
 */
it('leaves no difference between the migrated database and the entities', async () => {
  const database = await scratchDatabase('schema');
  const orm = await MikroORM.init({ ...ormOptions({ url: database.url, poolSize: 1 }), allowGlobalContext: true });
  try {
    await orm.getMigrator().up();
    const difference = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false });
    expect(difference.split('\n').filter((line) => line.trim())).toEqual([]);
  } finally {
    await orm.close(true);
    await database.drop();
  }
}, 120_000);
