import type { EntityManager } from '@mikro-orm/postgresql';
import { setNewTranslation, setTranslation, type ContentLanguage, type Translations } from '../../common/translations.js';
import { CHOICE_TYPES, Form, FormField, FormFieldOption } from './form.entity.js';
import type { FormFieldInput } from './form.inputs.js';
import { FormSubmission } from './form-submission.entity.js';
import { FormVersion, type FieldSnapshot } from './form-version.entity.js';

/** A translatable text written in the request's language (a new row also fills the main language). */
function write(map: Translations, content: ContentLanguage, value: string | null | undefined, isNew: boolean): Translations {
  return isNew ? setNewTranslation(map, content, value) : setTranslation(map, content.language, value);
}

/**
 * Makes the form's fields exactly `inputs`, in that order. A field (and an option) is matched to the
 * stored one by key, so texts of the other languages survive an edit in one language.
 */
export async function writeFields(tx: EntityManager, form: Form, inputs: FormFieldInput[], content: ContentLanguage): Promise<void> {
  const existing = form.id ? await tx.find(FormField, { form: form.id }, { populate: ['options'] }) : [];
  const byKey = new Map(existing.map((field) => [field.key, field]));
  const keep = new Set(inputs.map((input) => input.key));
  existing.filter((field) => !keep.has(field.key)).forEach((field) => tx.remove(field));
  inputs.forEach((input, index) => {
    const stored = byKey.get(input.key);
    const field = stored ?? tx.create(FormField, { form, key: input.key, type: input.type });
    const isNew = !stored;
    field.type = input.type;
    field.required = input.required ?? false;
    field.order = index;
    field.label = write(field.label, content, input.label, isNew);
    field.placeholder = write(field.placeholder, content, input.placeholder, isNew);
    field.help = write(field.help, content, input.help, isNew);
    const optionInputs = CHOICE_TYPES.includes(input.type) ? (input.options ?? []) : [];
    const options = stored ? stored.options.getItems() : [];
    const optionByKey = new Map(options.map((option) => [option.key, option]));
    const keepOptions = new Set(optionInputs.map((option) => option.key));
    options.filter((option) => !keepOptions.has(option.key)).forEach((option) => tx.remove(option));
    optionInputs.forEach((optionInput, order) => {
      const storedOption = optionByKey.get(optionInput.key);
      const option = storedOption ?? tx.create(FormFieldOption, { field, key: optionInput.key });
      option.order = order;
      option.label = write(option.label, content, optionInput.label, !storedOption);
    });
  });
}

/** The form's fields as a version stores them (all languages). */
export async function snapshotFields(tx: EntityManager, formId: number): Promise<FieldSnapshot[]> {
  const fields = await tx.find(FormField, { form: formId }, { populate: ['options'], orderBy: { order: 'asc', id: 'asc' }, refresh: true });
  return fields.map((field) => ({
    key: field.key,
    type: field.type,
    required: field.required,
    label: { ...field.label },
    options: field.options
      .getItems()
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map((option) => ({ key: option.key, label: { ...option.label } })),
  }));
}

/** JSON with object keys sorted: PostgreSQL's jsonb keeps its own key order, so a read-back version compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

/**
 * Records the definition after a save. The current version is rewritten while nothing was submitted
 * against it; once something was, a changed definition becomes the next version and the old one stays
 * as its submissions saw it.
 */
export async function recordVersion(tx: EntityManager, form: Form): Promise<void> {
  const fields = await snapshotFields(tx, form.id);
  const current = await tx.findOne(FormVersion, { form: form.id, version: form.version });
  if (!current) {
    tx.create(FormVersion, { form, version: form.version, fields });
    return;
  }
  if (canonical(current.fields) === canonical(fields)) return;
  const used = await tx.count(FormSubmission, { form: form.id, formVersion: form.version });
  if (!used) {
    current.fields = fields;
    return;
  }
  form.version += 1;
  tx.create(FormVersion, { form, version: form.version, fields });
}
