import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { ConflictError, NotFoundError, ValidationError, fieldError } from '../../common/errors.js';
import { groupedBy } from '../../common/loaders.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage } from '../../common/translations.js';
import { Attribute } from './attribute.entity.js';
import { AttributeValue } from './attribute-value.entity.js';
import type { AttributeInput } from './attribute.inputs.js';
import { useLanguage } from '../settings/index.js';

export const ATTRIBUTE_MESSAGES = {
  keyTaken: 'The key has already been taken.',
  attributeInUse: 'The attribute is used by product stocks and can not be deleted.',
  valueInUse: 'An attribute value used by product stocks can not be removed.',
} as const;

/**
 * Attributes (option kinds: colour, size...) with their values. Title and value labels are per language;
 * key, value codes and positions are global.
 */
export class AttributeService extends Service {
  /** The values of many attributes in one query (field resolver `values`). */
  private readonly valuesLoader = new DataLoader<number, AttributeValue[]>(async (ids) => {
    const rows = await this.em.find(AttributeValue, { attribute: { $in: [...ids] } }, { orderBy: { position: 'asc', id: 'asc' } });
    return groupedBy(ids, rows, (row) => row.attribute.id);
  });

  async list(options?: ListOptions, language?: string | null): Promise<Page<Attribute>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      Attribute,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'key', 'position', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['key'], ['title']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<Attribute> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  /** The storefront's attributes (POST /api/attribute): by position; `position` given: only those there. */
  async listPublic(position?: number | null, language?: string | null): Promise<Attribute[]> {
    await useLanguage(this.ctx, language);
    const where = position === undefined || position === null ? {} : { position };
    return this.em.find(Attribute, where, { orderBy: { position: 'asc', id: 'asc' } });
  }

  values(attribute: Attribute): Promise<AttributeValue[]> {
    return this.valuesLoader.load(attribute.id);
  }

  async create(input: AttributeInput, language?: string | null): Promise<Attribute> {
    const content = await useLanguage(this.ctx, language);
    const withId = (input.values ?? []).findIndex((value) => value.id !== undefined && value.id !== null);
    if (withId >= 0) throw fieldError(`values.${withId}.id`, MESSAGES.noSpecific);
    return this.write(async (tx) => {
      await this.assertKeyFree(tx, input.key);
      const attribute = tx.create(Attribute, { key: input.key, position: input.position ?? 0 });
      attribute.title = setNewTranslation(attribute.title, content, input.title);
      (input.values ?? []).forEach((value, index) => {
        const row = tx.create(AttributeValue, { attribute, code: value.code, position: value.position ?? index });
        row.label = setNewTranslation(row.label, content, value.label);
      });
      return attribute;
    });
  }

  async update(id: number, input: AttributeInput, language?: string | null): Promise<Attribute> {
    const content = await useLanguage(this.ctx, language);
    return this.write(async (tx) => {
      const attribute = await tx.findOne(Attribute, { id });
      if (!attribute) throw new NotFoundError();
      if (input.key !== undefined) await this.assertKeyFree(tx, input.key, id);
      if (input.values) await this.syncValues(tx, attribute, input.values, content);
      attribute.key = input.key ?? attribute.key;
      attribute.position = input.position ?? attribute.position;
      attribute.title = setTranslation(attribute.title, content.language, input.title);
      return attribute;
    });
  }

  async remove(id: number): Promise<boolean> {
    await this.removeMany([id]);
    return true;
  }

  /** All or nothing: a missing id, or an attribute whose values stocks use (409), stops the batch. */
  async removeMany(ids: number[]): Promise<number> {
    return this.write(async (tx) => {
      const unique = [...new Set(ids)];
      const attributes = unique.length ? await tx.find(Attribute, { id: { $in: unique } }) : [];
      if (attributes.length !== unique.length) throw new NotFoundError();
      attributes.forEach((attribute) => tx.remove(attribute));
      return attributes.length;
    }, new ConflictError(ATTRIBUTE_MESSAGES.attributeInUse));
  }

  /** The form's list is the whole list: values left out are deleted (unless a stock uses them). */
  private async syncValues(tx: EntityManager, attribute: Attribute, inputs: NonNullable<AttributeInput['values']>, content: ContentLanguage): Promise<void> {
    const existing = await tx.find(AttributeValue, { attribute });
    const byId = new Map(existing.map((value) => [value.id, value]));
    inputs.forEach((input, index) => {
      if (input.id !== undefined && input.id !== null && !byId.has(input.id)) throw fieldError(`values.${index}.id`, MESSAGES.noSpecific);
    });
    const claimed = new Set(inputs.map((input) => input.id).filter((id): id is number => typeof id === 'number'));
    // A new entry whose code an unclaimed stored value has (removed and added again) reuses that row, so
    // the stocks using it keep it and the (attribute, code) unique key never sees two rows at once.
    const unclaimedByCode = new Map(existing.filter((value) => !claimed.has(value.id)).map((value) => [value.code, value]));
    const kept = new Set<number>();
    inputs.forEach((input, index) => {
      const reused = input.id === undefined || input.id === null ? unclaimedByCode.get(input.code) : undefined;
      const row = input.id !== undefined && input.id !== null ? byId.get(input.id)! : reused;
      if (row) {
        if (reused) unclaimedByCode.delete(input.code);
        kept.add(row.id);
        row.code = input.code;
        row.position = input.position ?? index;
        row.label = setTranslation(row.label, content.language, input.label);
      } else {
        const created = tx.create(AttributeValue, { attribute, code: input.code, position: input.position ?? index });
        created.label = setNewTranslation(created.label, content, input.label);
      }
    });
    const removed = existing.filter((value) => !kept.has(value.id));
    removed.forEach((value) => tx.remove(value));
  }

  private async find(id: number): Promise<Attribute> {
    const attribute = await this.em.findOne(Attribute, { id });
    if (!attribute) throw new NotFoundError();
    return attribute;
  }

  private async assertKeyFree(tx: EntityManager, key: string, exceptId?: number): Promise<void> {
    const taken = await tx.count(Attribute, exceptId === undefined ? { key } : { key, id: { $ne: exceptId } });
    if (taken) throw fieldError('key', ATTRIBUTE_MESSAGES.keyTaken);
  }

  /**
   * One transaction (a failure changes nothing, whatever was flushed before it); races on the key and
   * value codes end as 422s, never a 500. Stocks name values (stock_option, the catalogue's table): the
   * database's foreign key (restrict) refuses deleting a value in use, answered with `inUse`.
   */
  private async write<T>(work: (tx: EntityManager) => Promise<T>, inUse: Error = new ValidationError({ values: ATTRIBUTE_MESSAGES.valueInUse })): Promise<T> {
    try {
      return await this.em.transactional(work);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw String((error as Error).message).includes('attribute_key_unique')
          ? fieldError('key', ATTRIBUTE_MESSAGES.keyTaken)
          : fieldError('values', MESSAGES.noRepeatedKeys);
      }
      if (error instanceof ForeignKeyConstraintViolationException) throw inUse;
      throw error;
    }
  }
}
