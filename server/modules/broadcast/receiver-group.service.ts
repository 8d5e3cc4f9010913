import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { CrudService } from '../../common/crud-service.js';
import { ConflictError, NotFoundError, ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { run } from '../../common/sql.js';
import { readSettingsGroup } from '../settings/index.js';
import { BroadcastStatus, ReceiverGroup, type ReceiverFilters } from './broadcast.entities.js';
import { broadcastsUsingGroups } from './broadcast.sql.js';
import { countGroups } from './receiver-filter.js';
import { RECEIVER_GROUP_MESSAGES, type ReceiverGroupInput } from './receiver-group.inputs.js';

type GroupValues = Pick<ReceiverGroup, 'name' | 'filters' | 'customerIds' | 'leadIds'>;

/** Filters whose value narrows the audience (an empty list or null does not). */
function setFilters(filters: ReceiverFilters | null | undefined): ReceiverFilters {
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters ?? {})) {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) continue;
    kept[name] = Array.isArray(value) ? [...new Set(value)] : value;
  }
  return kept as ReceiverFilters;
}

/** Receiver groups of broadcasts (keyed by name for the REST contract; by id for the back office screens). */
export class ReceiverGroupService extends CrudService<ReceiverGroup> {
  protected readonly entity = ReceiverGroup;

  async list(options?: ListOptions): Promise<Page<ReceiverGroup>> {
    const page = await paginate(this.em, ReceiverGroup, options, { sortable: ['id', 'name', 'createdAt', 'updatedAt'], searchable: ['name'] });
    await this.withCounts(page.items);
    return page;
  }

  async get(id: number): Promise<ReceiverGroup> {
    return this.withCount(await this.find(id));
  }

  async getByName(name: string): Promise<ReceiverGroup> {
    const group = await this.em.findOne(ReceiverGroup, { name });
    if (!group) throw new NotFoundError();
    return this.withCount(group);
  }

  async idOf(name: string): Promise<number> {
    const group = await this.em.findOne(ReceiverGroup, { name }, { fields: ['id'] });
    if (!group) throw new NotFoundError();
    return group.id;
  }

  async create(input: ReceiverGroupInput): Promise<ReceiverGroup> {
    const values = this.merge({ name: '', filters: {}, customerIds: [], leadIds: [] }, input);
    await this.check(values);
    return this.save(this.em.create(ReceiverGroup, values));
  }

  /** A PUT: only the fields sent change (filters, when sent, are replaced whole). */
  async update(id: number, input: ReceiverGroupInput): Promise<ReceiverGroup> {
    const group = await this.find(id);
    const values = this.merge(group, input, id);
    await this.check(values);
    return this.save(Object.assign(group, values));
  }

  /** All or nothing; a group a draft or scheduled broadcast still needs can not go (409). */
  async removeByNames(names: string[]): Promise<number> {
    const unique = [...new Set(names)];
    const groups = unique.length ? await this.em.find(ReceiverGroup, { name: { $in: unique } }) : [];
    if (groups.length !== unique.length) throw new NotFoundError();
    return this.removeGroups(groups);
  }

  override async removeMany(ids: number[]): Promise<number> {
    return this.removeGroups(await this.findAll(ids));
  }

  private async removeGroups(groups: ReceiverGroup[]): Promise<number> {
    const names = groups.map((group) => group.name);
    const [{ count }] = await run(this.em, broadcastsUsingGroups, [[BroadcastStatus.draft, BroadcastStatus.scheduled], names]);
    if (Number(count) > 0) throw new ConflictError(RECEIVER_GROUP_MESSAGES.inUse);
    groups.forEach((group) => this.em.remove(group));
    await this.em.flush();
    return groups.length;
  }

  /** The group as it would be saved (checked before anything is written: queries auto-flush). */
  private merge(current: GroupValues, input: ReceiverGroupInput, id?: number): GroupValues & { id?: number } {
    return {
      id,
      name: input.name !== undefined && input.name !== null ? input.name.trim() : current.name,
      filters: input.filters !== undefined ? setFilters(input.filters) : current.filters,
      customerIds: input.customerIds !== undefined ? [...new Set(input.customerIds ?? [])] : current.customerIds,
      leadIds: input.leadIds !== undefined ? [...new Set(input.leadIds ?? [])] : current.leadIds,
    };
  }

  /** Every field's error at once: a taken name, and a group that reaches nobody by construction. */
  private async check(values: GroupValues & { id?: number }): Promise<void> {
    const errors: FieldErrors = {};
    const taken = await this.em.count(ReceiverGroup, { name: values.name, ...(values.id ? { id: { $ne: values.id } } : {}) });
    if (taken) errors.name = RECEIVER_GROUP_MESSAGES.nameTaken;
    if (!Object.keys(values.filters).length && !values.customerIds.length && !values.leadIds.length) errors.filters = RECEIVER_GROUP_MESSAGES.noAudience;
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  private async save(group: ReceiverGroup): Promise<ReceiverGroup> {
    try {
      await this.em.flush();
    } catch (error) {
      // Taken by a concurrent save between the check and the write.
      if (error instanceof UniqueConstraintViolationException) throw fieldError('name', RECEIVER_GROUP_MESSAGES.nameTaken);
      throw error;
    }
    return this.withCount(group);
  }

  private async withCount(group: ReceiverGroup): Promise<ReceiverGroup> {
    await this.withCounts([group]);
    return group;
  }

  /** One query for the counts of a whole page of groups. */
  private async withCounts(groups: ReceiverGroup[]): Promise<void> {
    const counts = await countGroups(this.em, groups, (await readSettingsGroup(this.em, 'basic')).mainLanguage);
    for (const group of groups) group.count = counts.get(group.id) ?? 0;
  }
}
