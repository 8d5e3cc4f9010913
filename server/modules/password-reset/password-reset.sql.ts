import { defineStatement } from '../../common/sql.js';

/** The new password, and every session of the account ends (common/sessions.ts). */
export const setCustomerPassword = defineStatement<[passwordHash: string, customerId: number]>(
  'passwordReset.setCustomerPassword',
  'update customer set password_hash = ?, session_version = session_version + 1, session_jti = null where id = ?',
);
