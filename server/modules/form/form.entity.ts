import { Collection, Entity, Enum, Index, ManyToOne, OneToMany, Property, Unique, type Opt, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';
import { LeadSource } from '../customer/customer.entity.js';
import { LeadStatus } from '../lead-status/lead-status.entity.js';

/** The kinds of form field of issue 16; choice types carry options. */
export enum FormFieldType {
  text = 'text',
  textarea = 'textarea',
  email = 'email',
  phone = 'phone',
  number = 'number',
  date = 'date',
  select = 'select',
  radio = 'radio',
  checkboxes = 'checkboxes',
  country = 'country',
  consent = 'consent',
}
registerEnumType(FormFieldType, {
  name: 'FormFieldType',
  description: 'text, textarea, email, phone, number, date, select, radio, checkboxes, country, consent',
});

/** Types whose answer must be one (or, for checkboxes, several) of the field's own options. */
export const CHOICE_TYPES: readonly FormFieldType[] = [FormFieldType.select, FormFieldType.radio, FormFieldType.checkboxes];

/**
 * A custom form of the storefront (`/form/{url}`). Texts per language (JSONB maps); the fields are rows
 * of their own, and every definition that received submissions is kept as a FormVersion (`version` is
 * the number the next submission is stored against).
 */
@ObjectType()
@Entity({ tableName: 'form' })
export class Form extends BaseEntity {
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: true })
  enabled: boolean & Opt = true;

  /** Unique, the same in every language. */
  @Field()
  @Unique()
  @Property({ type: 'string', length: 255 })
  url!: string;

  @Property({ type: 'json' })
  title: Translations & Opt = {};

  @Property({ type: 'json' })
  description: Translations & Opt = {};

  @Property({ type: 'json' })
  successMessage: Translations & Opt = {};

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  allowGuest: boolean & Opt = false;

  /** One submission per signed-in customer (held by FormSubmission.limitKey). */
  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  limitSubmit: boolean & Opt = false;

  /** Staff addresses mailed on each submission. */
  @Field(() => [String])
  @Property({ type: 'json' })
  notifyEmails: string[] & Opt = [];

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  createLead: boolean & Opt = false;

  @ManyToOne(() => LeadStatus, { ref: true, nullable: true, deleteRule: 'set null', hidden: true })
  leadStatus?: Ref<LeadStatus> | null;

  @Field(() => LeadSource, { nullable: true })
  @Enum({ items: () => LeadSource, nullable: true })
  leadSource?: LeadSource | null;

  /** The definition version new submissions are stored against. */
  @Field(() => Int)
  @Property({ type: 'integer', default: 1 })
  version: number & Opt = 1;

  @OneToMany(() => FormField, (field) => field.form, { orderBy: { order: 'asc', id: 'asc' } })
  fields = new Collection<FormField>(this);
}

/** A field of a form, in `order`; key unique within the form. */
@ObjectType()
@Entity({ tableName: 'form_field' })
@Unique({ properties: ['form', 'key'] })
export class FormField extends BaseEntity {
  @ManyToOne(() => Form, { ref: true, deleteRule: 'cascade', hidden: true })
  form!: Ref<Form>;

  @Field()
  @Property({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'json' })
  label: Translations & Opt = {};

  @Property({ type: 'json' })
  placeholder: Translations & Opt = {};

  @Property({ type: 'json' })
  help: Translations & Opt = {};

  @Field(() => FormFieldType)
  @Enum({ items: () => FormFieldType })
  type!: FormFieldType;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  required: boolean & Opt = false;

  @Field(() => Int)
  @Property({ type: 'integer', default: 0 })
  order: number & Opt = 0;

  @OneToMany(() => FormFieldOption, (option) => option.field, { orderBy: { order: 'asc', id: 'asc' } })
  options = new Collection<FormFieldOption>(this);
}

/** An option of a choice field; key unique within the field. */
@ObjectType()
@Entity({ tableName: 'form_field_option' })
@Index({ properties: ['field'] })
export class FormFieldOption extends BaseEntity {
  @ManyToOne(() => FormField, { ref: true, deleteRule: 'cascade', hidden: true })
  field!: Ref<FormField>;

  @Field()
  @Property({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'json' })
  label: Translations & Opt = {};

  @Property({ type: 'integer', default: 0 })
  order: number & Opt = 0;
}
