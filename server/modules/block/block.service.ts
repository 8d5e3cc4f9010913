import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { NotFoundError, fieldError } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage, type Translations } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { Block } from './block.entity.js';
import type { BlockInput } from './block.inputs.js';
import { useLanguage } from '../settings/index.js';

type Write = (map: Translations, content: ContentLanguage, value: string | null | undefined) => Translations;

/** Blocks (issue 15): identifier unique ('Key can not be repeated'); content sanitised rich text. */
export class BlockService extends SwitchableCrudService<Block> {
  protected readonly entity = Block;

  async list(options?: ListOptions, language?: string | null): Promise<Page<Block>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      Block,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'identifier', 'enabled', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['identifier'], ['title']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<Block> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  /** The storefront block (POST /api/block): enabled, else 404. */
  async published(identifier: string, language?: string | null): Promise<Block> {
    await useLanguage(this.ctx, language);
    const block = identifier ? await this.em.findOne(Block, { identifier, enabled: true }) : null;
    if (!block) throw new NotFoundError();
    return block;
  }

  /** Enabled blocks by identifier, one query (the home page places several). */
  async publishedMany(identifiers: string[], language?: string | null): Promise<Block[]> {
    await useLanguage(this.ctx, language);
    if (!identifiers.length) return [];
    const rows = await this.em.find(Block, { identifier: { $in: identifiers }, enabled: true });
    const byKey = new Map(rows.map((row) => [row.identifier, row]));
    return identifiers.map((key) => byKey.get(key)).filter((row): row is Block => !!row);
  }

  async create(input: BlockInput, language?: string | null): Promise<Block> {
    const content = await useLanguage(this.ctx, language);
    await this.assertKeyFree(input.identifier);
    const block = this.em.create(Block, { identifier: input.identifier, enabled: input.enabled ?? true });
    this.apply(block, input, content, setNewTranslation);
    await this.flush();
    return block;
  }

  async update(id: number, input: BlockInput, language?: string | null): Promise<Block> {
    const content = await useLanguage(this.ctx, language);
    const block = await this.find(id);
    if (input.identifier !== undefined) await this.assertKeyFree(input.identifier, id);
    this.apply(block, input, content, (map, c, value) => setTranslation(map, c.language, value));
    await this.flush();
    return block;
  }

  private apply(block: Block, input: BlockInput, content: ContentLanguage, write: Write): void {
    block.enabled = input.enabled ?? block.enabled;
    block.identifier = input.identifier ?? block.identifier;
    block.title = write(block.title, content, input.title);
    if (input.content !== undefined) block.content = write(block.content, content, input.content === null ? null : sanitizeRichText(input.content));
  }

  private async assertKeyFree(identifier: string, exceptId?: number): Promise<void> {
    const taken = await this.em.count(Block, exceptId === undefined ? { identifier } : { identifier, id: { $ne: exceptId } });
    if (taken) throw fieldError('identifier', MESSAGES.noRepeatedKeys);
  }

  private async flush(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw fieldError('identifier', MESSAGES.noRepeatedKeys);
      throw error;
    }
  }
}
