import { Entity, Index, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { BaseEntity } from '../../common/base.entity.js';
import { Customer } from '../customer/customer.entity.js';
import { Form } from './form.entity.js';

/** A stored answer: text, or the option keys of a checkboxes field. */
export type AnswerValue = string | string[];

/**
 * One submission of a form (a "submit history"): the answers by field key, against the form version it
 * was made on. `limitKey` (`<form>:<customer>` on limit_submit forms) and `idempotencyKey` (one per
 * render of the form) are unique, so a race or a retry stores one row.
 */
@ObjectType()
@Entity({ tableName: 'form_submission' })
@Unique({ properties: ['form', 'idempotencyKey'] })
@Index({ properties: ['form', 'createdAt'] })
export class FormSubmission extends BaseEntity {
  @ManyToOne(() => Form, { ref: true, deleteRule: 'cascade', hidden: true })
  form!: Ref<Form>;

  @Field(() => Int)
  @Property({ type: 'integer' })
  formVersion!: number;

  @Index()
  @ManyToOne(() => Customer, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  customer?: Ref<Customer> | null;

  @Field()
  @Property({ type: 'string', length: 20 })
  language!: string;

  @Field(() => GraphQLJSONObject)
  @Property({ type: 'json' })
  answers!: Record<string, AnswerValue>;

  /** The answers as one lowercase text, for the keyword search. */
  @Property({ type: 'text', hidden: true })
  searchText!: string;

  @Field()
  @Property({ type: 'string', length: 64 })
  clientAddress!: string;

  @Property({ type: 'string', length: 100, hidden: true })
  idempotencyKey!: string;

  @Unique()
  @Property({ type: 'string', length: 50, nullable: true, hidden: true })
  limitKey?: string | null;
}
