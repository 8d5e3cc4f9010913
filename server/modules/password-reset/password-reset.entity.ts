import { Entity, OneToOne, PrimaryKey, Property, type Opt, type Ref } from '@mikro-orm/core';
import { Customer } from '../customer/customer.entity.js';

/**
 * The one outstanding password reset of a customer: a new request replaces it, a successful reset
 * deletes it. Only the SHA-256 of the token is kept, so a copy of the database cannot reset anything.
 */
@Entity({ tableName: 'password_reset' })
export class PasswordReset {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @OneToOne(() => Customer, { ref: true, owner: true, unique: true, deleteRule: 'cascade' })
  customer!: Ref<Customer>;

  /** Hex SHA-256 of the token sent by mail. */
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
