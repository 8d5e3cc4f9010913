import { defineStatement } from '../../common/sql.js';

/** The owner's row lock: address writes of one shopper queue (one default billing and shipping address). */
export const lockCustomer = defineStatement<[customerId: number], { id: number }>('address.lockCustomer', 'select id from customer where id = ? for update');
