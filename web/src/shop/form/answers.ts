import * as yup from 'yup';
import type { PublicFormQuery } from '../../graphql/shop/graphql';
import { email, required, requiredText, text } from '../../ui/validation/rules';

export type FormFieldData = PublicFormQuery['publicForm']['fields'][number];
export type Answers = Record<string, string | string[] | boolean>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const PHONE = /^\+?[\d\s\-().]{3,50}$/;

/** Empty answers: no choice, no ticks, an unticked consent. */
export function initialAnswers(fields: readonly FormFieldData[]): Answers {
  return Object.fromEntries(fields.map((field) => [field.key, field.type === 'checkboxes' ? [] : field.type === 'consent' ? false : '']));
}

/** Mirrors the server's answer checks (form-answers.ts) for the shopper's comfort; the server decides. */
export function answersSchema(fields: readonly FormFieldData[], t: { required: string; invalid: string }) {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of fields) {
    if (field.type === 'consent') {
      shape[field.key] = field.required ? yup.boolean().oneOf([true], t.required) : yup.boolean();
    } else if (field.type === 'checkboxes') {
      const list = yup.array(yup.string());
      shape[field.key] = field.required ? required(list, t.required) : list;
    } else {
      let rule = field.required ? requiredText(t.required) : text();
      if (field.type === 'email') rule = email(rule, t.invalid);
      if (field.type === 'number') rule = rule.matches(NUMBER, { message: t.invalid, excludeEmptyString: true });
      if (field.type === 'date') rule = rule.matches(DATE, { message: t.invalid, excludeEmptyString: true });
      if (field.type === 'phone') rule = rule.matches(PHONE, { message: t.invalid, excludeEmptyString: true });
      shape[field.key] = rule.max(field.type === 'textarea' ? 5000 : 500, t.invalid);
    }
  }
  return yup.object(shape);
}
