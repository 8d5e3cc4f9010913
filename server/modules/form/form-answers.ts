import type { FieldErrors } from '../../common/errors.js';
import { isCountryCode } from '../../common/countries.js';
import { isUnsafeText } from '../../common/validation/safe-text.js';
import { EMAIL_PATTERN, MESSAGES } from '../../common/validation/rules.js';
import { FormFieldType } from './form.entity.js';
import type { AnswerValue } from './form-submission.entity.js';

/** What the checks need of a field: its key, type, required flag and option keys. */
export interface AnswerRule {
  key: string;
  type: FormFieldType;
  required: boolean;
  optionKeys: string[];
}

/** Longest answer per type (characters); anything longer is refused, never truncated. */
const MAX_LENGTH: Partial<Record<FormFieldType, number>> = { textarea: 5000, phone: 50, email: 255 };
const DEFAULT_MAX = 500;
const PHONE = /^\+?[\d\s\-().]{3,50}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

const isValidDate = (text: string) => {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
};

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** A consent box's answer: ticked or not (true, 1, '1', 'true', 'on'). */
const isTicked = (value: unknown) => value === true || value === 1 || ['1', 'true', 'on', 'yes'].includes(String(value).toLowerCase());

/**
 * Checks a submission's answers against the form's fields (spec 5 messages: required, email pattern,
 * allowed options, number, date), every field at once. Answers keyed by field key; unknown keys are
 * dropped. Answers the cleaned values (strings trimmed, checkboxes as a list of option keys, consent '1').
 */
export function checkAnswers(rules: AnswerRule[], raw: Record<string, unknown>): { answers: Record<string, AnswerValue>; errors: FieldErrors } {
  const answers: Record<string, AnswerValue> = {};
  const errors: FieldErrors = {};
  for (const rule of rules) {
    const value = raw[rule.key];
    const fail = (message: string = MESSAGES.noSpecific) => (errors[rule.key] = message);
    if (rule.type === FormFieldType.consent) {
      if (value === undefined || value === null || value === '' || !isTicked(value)) {
        if (rule.required) fail(MESSAGES.required);
        else if (value !== undefined && value !== null && value !== '' && !['0', 'false', 'off', 'no'].includes(String(value).toLowerCase())) fail();
        continue;
      }
      answers[rule.key] = '1';
      continue;
    }
    if (rule.type === FormFieldType.checkboxes) {
      const list = value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value];
      if (!list.length) {
        if (rule.required) fail(MESSAGES.required);
        continue;
      }
      const keys = list.map(asText);
      if (keys.some((key) => key === undefined || !rule.optionKeys.includes(key)) || new Set(keys).size !== keys.length) fail();
      else answers[rule.key] = keys as string[];
      continue;
    }
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      if (rule.required) fail(MESSAGES.required);
      continue;
    }
    const text = asText(value);
    if (text === undefined || isUnsafeText(text) || [...text].length > (MAX_LENGTH[rule.type] ?? DEFAULT_MAX)) {
      fail();
      continue;
    }
    const valid =
      rule.type === FormFieldType.email
        ? EMAIL_PATTERN.test(text)
        : rule.type === FormFieldType.phone
          ? PHONE.test(text)
          : rule.type === FormFieldType.number
            ? NUMBER.test(text) && text.length <= 30
            : rule.type === FormFieldType.date
              ? isValidDate(text)
              : rule.type === FormFieldType.country
                ? isCountryCode(text)
                : rule.type === FormFieldType.select || rule.type === FormFieldType.radio
                  ? rule.optionKeys.includes(text)
                  : true;
    if (!valid) fail();
    else answers[rule.key] = text;
  }
  return { answers, errors };
}

/** The answers as one lowercase text for the keyword search. */
export function searchText(answers: Record<string, AnswerValue>): string {
  return Object.values(answers)
    .map((value) => (Array.isArray(value) ? value.join(' ') : value))
    .join('\n')
    .toLowerCase();
}
