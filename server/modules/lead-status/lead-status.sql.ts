import { defineStatement } from '../../common/sql.js';

export const customersWithStatuses = defineStatement<[statusIds: number[]], { count: string }>(
  'leadStatus.customersWithStatuses',
  'select count(*) as count from customer where status_id in (?)',
);
