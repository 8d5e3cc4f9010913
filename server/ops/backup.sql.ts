import { defineStatement } from '../common/sql.js';

/** Relations of any schema but PostgreSQL's own: restore() refuses a database that holds one. */
export const relationsOfTheShop = defineStatement<[], { n: string }>(
  'backup.relationsOfTheShop',
  `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
);
