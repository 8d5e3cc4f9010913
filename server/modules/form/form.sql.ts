import { defineStatement } from '../../common/sql.js';

export const customerSubmissions = defineStatement<[customerId: number], { url: string; created_at: Date }>(
  'form.customerSubmissions',
  `select f.url, s.created_at from form_submission s join form f on f.id = s.form_id where s.customer_id = ? order by s.created_at desc, s.id desc limit 500`,
);
