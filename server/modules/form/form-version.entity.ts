import { Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';
import type { Translations } from '../../common/translations.js';
import { type FormFieldType, Form } from './form.entity.js';

/** A field as it was when a version was taken: every language's texts, so old answers keep their meaning. */
export interface FieldSnapshot {
  key: string;
  type: FormFieldType;
  required: boolean;
  label: Translations;
  options: { key: string; label: Translations }[];
}

/**
 * The definition of a form at one version number. The current version is rewritten while it has no
 * submissions; once it has some, an edit of the fields starts the next version (form.version + 1).
 */
@Entity({ tableName: 'form_version' })
@Unique({ properties: ['form', 'version'] })
export class FormVersion extends BaseEntity {
  @ManyToOne(() => Form, { ref: true, deleteRule: 'cascade' })
  form!: Ref<Form>;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'json' })
  fields!: FieldSnapshot[];
}
