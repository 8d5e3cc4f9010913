import { ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { ValidationError, type FieldErrors } from '../../common/errors.js';
import { ListOptions, Paginated } from '../../common/pagination.js';
import { EmailFormat, KeyFormat, MESSAGES, MaxLength, Required } from '../../common/validation/rules.js';
import { inputErrors } from '../../common/validation/validate-input.js';
import { UrlSegment } from '../brand/index.js';
import { LeadSource } from '../customer/index.js';
import { CHOICE_TYPES, Form, FormFieldType } from './form.entity.js';
import { FormSubmission } from './form-submission.entity.js';

@InputType()
export class FormFieldOptionInput {
  @Field(() => String, { nullable: true })
  @Required()
  @KeyFormat()
  @MaxLength(100)
  key!: string;

  /** In the mutation's language. */
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  label!: string;
}

@InputType()
export class FormFieldInput {
  @Field(() => String, { nullable: true })
  @Required()
  @KeyFormat()
  @MaxLength(100)
  key!: string;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  label!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(255)
  placeholder?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  help?: string | null;

  @Field(() => FormFieldType, { nullable: true })
  @Required()
  type!: FormFieldType;

  @Field(() => Boolean, { nullable: true })
  required?: boolean | null;

  /** Ignored: the list's order is the fields' order (kept in the contract for clients that send it). */
  @Field(() => Int, { nullable: true })
  order?: number | null;

  /** Choice types (select, radio, checkboxes) only; at least one. */
  @Field(() => [FormFieldOptionInput], { nullable: true })
  @ValidateNested({ each: true })
  options?: FormFieldOptionInput[] | null;
}

/**
 * The form builder's form (issue 16). title, description, successMessage and the fields' and options'
 * texts are written in the mutation's `language`; the rest is shared. `fields` replaces the whole list
 * (a field is matched to the stored one by key, so its other languages are kept).
 */
@InputType()
export class FormInput {
  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  title!: string;

  @Field(() => String, { nullable: true })
  @MaxLength(5000)
  description?: string | null;

  @Field(() => String, { nullable: true })
  @MaxLength(1000)
  successMessage?: string | null;

  @Field(() => String, { nullable: true })
  @Required()
  @MaxLength(255)
  @UrlSegment()
  url!: string;

  @Field(() => Boolean, { nullable: true })
  enabled?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  allowGuest?: boolean | null;

  @Field(() => Boolean, { nullable: true })
  limitSubmit?: boolean | null;

  @Field(() => [String], { nullable: true })
  @EmailFormat({ each: true })
  notifyEmails?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  createLead?: boolean | null;

  @Field(() => Int, { nullable: true })
  leadStatusId?: number | null;

  @Field(() => LeadSource, { nullable: true })
  leadSource?: LeadSource | null;

  @Field(() => [FormFieldInput], { nullable: true })
  @ValidateNested({ each: true })
  fields?: FormFieldInput[] | null;
}

/** Keys and labels that repeat, on the entry that repeats an earlier one (spec 5 messages). */
export function repeatErrors(input: FormInput): FieldErrors {
  const errors: FieldErrors = {};
  const repeated = <T>(items: T[], value: (item: T) => unknown, path: (index: number) => string, message: string) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const v = value(item);
      if (typeof v !== 'string' || v === '') return;
      if (seen.has(v)) errors[path(index)] ??= message;
      seen.add(v);
    });
  };
  const fields = input.fields ?? [];
  repeated(
    fields,
    (f) => f?.key,
    (i) => `fields.${i}.key`,
    MESSAGES.fieldsNoRepeatedKeys,
  );
  fields.forEach((field, i) => {
    const options = field?.options ?? [];
    repeated(
      options,
      (o) => o?.key,
      (j) => `fields.${i}.options.${j}.key`,
      MESSAGES.noRepeatedKeys,
    );
    repeated(
      options,
      (o) => o?.label,
      (j) => `fields.${i}.options.${j}.label`,
      MESSAGES.noRepeated,
    );
  });
  fields.forEach((field, i) => {
    const choice = field?.type && CHOICE_TYPES.includes(field.type);
    if (choice && !(field.options ?? []).length) errors[`fields.${i}.options`] ??= MESSAGES.required;
  });
  return errors;
}

/** The form argument's rules and the repeat rules in one answer (every field's error at once). */
const validateForm = (partial: boolean) => async (argValue: unknown) => {
  const errors = { ...(await inputErrors(argValue, { partial })), ...repeatErrors(argValue as FormInput) };
  if (Object.keys(errors).length) throw new ValidationError(errors);
};
export const FORM_CREATE = { validateFn: validateForm(false) } as const;
export const FORM_UPDATE = { validateFn: validateForm(true) } as const;

@ObjectType()
export class FormList extends Paginated(Form) {}

/** A form's submissions: the list options plus date, customer and a keyword matched in the answers. */
@InputType()
export class SubmissionListOptions extends ListOptions {
  /** From this time on (inclusive). */
  @Field(() => Date, { nullable: true })
  from?: Date | null;

  /** Before this time (exclusive). */
  @Field(() => Date, { nullable: true })
  to?: Date | null;

  @Field(() => Int, { nullable: true })
  customerId?: number | null;
}

@ObjectType()
export class FormSubmissionList extends Paginated(FormSubmission) {}

/** A storefront submission: answers by field key, the render's idempotency key, and the honeypot. */
@InputType()
export class FormSubmitInput {
  @Field(() => GraphQLJSONObject, { nullable: true })
  answers?: Record<string, unknown> | null;

  @Field(() => String, { nullable: true })
  @MaxLength(100)
  idempotencyKey?: string | null;

  /** A field people never see: a value means a robot filled the form. */
  @Field(() => String, { nullable: true })
  honeypot?: string | null;
}
