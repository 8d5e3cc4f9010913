import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { NotFoundError, ValidationError, fieldError } from '../../common/errors.js';
import { paginate, type ListOptions, type Page as ListPage } from '../../common/pagination.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage, type Translations } from '../../common/translations.js';
import { unitOfWork } from '../../common/transaction.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { Block } from '../block/index.js';
import { recordUrlChange } from '../url-redirect/index.js';
import { Page } from './page.entity.js';
import type { PageInput } from './page.inputs.js';
import { useLanguage } from '../settings/index.js';

export const PAGE_MESSAGES = {
  urlTaken: 'The url has already been taken.',
} as const;

/** Whether a page is shown now: enabled and inside its publishing window. */
export function isPublished(page: Pick<Page, 'enabled' | 'publishFrom' | 'publishUntil'>, now = new Date()): boolean {
  if (!page.enabled) return false;
  if (page.publishFrom && page.publishFrom > now) return false;
  if (page.publishUntil && page.publishUntil <= now) return false;
  return true;
}

/** The filter of pages shown now (for lists, the sitemap and the page guard). */
export function publishedWhere(now = new Date()) {
  return {
    enabled: true,
    $and: [{ $or: [{ publishFrom: null }, { publishFrom: { $lte: now } }] }, { $or: [{ publishUntil: null }, { publishUntil: { $gt: now } }] }],
  };
}

type Write = (map: Translations, content: ContentLanguage, value: string | null | undefined) => Translations;
const writeNew: Write = setNewTranslation;
const writeExisting: Write = (map, content, value) => setTranslation(map, content.language, value);

/**
 * Static pages (issue 15): url unique and shared by every language; when it changes, the old url answers
 * 301 to the new one (url-redirect/url-redirects.ts, same transaction). Content is sanitised rich text.
 */
export class PageService extends SwitchableCrudService<Page> {
  protected readonly entity = Page;

  async list(options?: ListOptions, language?: string | null): Promise<ListPage<Page>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      Page,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'url', 'enabled', 'publishFrom', 'publishUntil', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['url'], ['title']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<Page> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  /** The storefront page (`/page/{url}`, POST /api/page): enabled and published now, else 404. */
  async published(url: string, language?: string | null): Promise<Page> {
    await useLanguage(this.ctx, language);
    const page = url ? await this.em.findOne(Page, { url, ...publishedWhere() }) : null;
    if (!page) throw new NotFoundError();
    return page;
  }

  async create(input: PageInput, language?: string | null): Promise<Page> {
    const content = await useLanguage(this.ctx, language);
    this.assertWindow(input.publishFrom, input.publishUntil);
    return this.save(async (em) => {
      await this.assertUrlFree(em, input.url);
      await this.assertBlocksExist(em, input.blockIdentifiers);
      const page = em.create(Page, { url: input.url, enabled: input.enabled ?? true });
      this.apply(page, input, content, writeNew);
      return page;
    });
  }

  async update(id: number, input: PageInput, language?: string | null): Promise<Page> {
    const content = await useLanguage(this.ctx, language);
    return this.save(async (em) => {
      const page = await em.findOne(Page, { id });
      if (!page) throw new NotFoundError();
      this.assertWindow(
        input.publishFrom === undefined ? page.publishFrom : input.publishFrom,
        input.publishUntil === undefined ? page.publishUntil : input.publishUntil,
      );
      if (input.url !== undefined && input.url !== page.url) {
        await this.assertUrlFree(em, input.url, id);
        await recordUrlChange(em, 'page', page.url, input.url);
      }
      await this.assertBlocksExist(em, input.blockIdentifiers);
      this.apply(page, input, content, writeExisting);
      return page;
    });
  }

  private apply(page: Page, input: PageInput, content: ContentLanguage, write: Write): void {
    page.enabled = input.enabled ?? page.enabled;
    page.url = input.url ?? page.url;
    if (input.publishFrom !== undefined) page.publishFrom = input.publishFrom;
    if (input.publishUntil !== undefined) page.publishUntil = input.publishUntil;
    page.title = write(page.title, content, input.title);
    page.metaTitle = write(page.metaTitle, content, input.metaTitle);
    page.metaDescription = write(page.metaDescription, content, input.metaDescription);
    if (input.content !== undefined) page.content = write(page.content, content, input.content === null ? null : sanitizeRichText(input.content));
    if (input.blockIdentifiers !== undefined) page.blockIdentifiers = [...new Set(input.blockIdentifiers ?? [])];
  }

  /** Every placed block must exist (it may be disabled: it is then skipped on the storefront). */
  private async assertBlocksExist(em: EntityManager, identifiers: string[] | null | undefined): Promise<void> {
    const wanted = [...new Set(identifiers ?? [])];
    if (wanted.length && (await em.count(Block, { identifier: { $in: wanted } })) !== wanted.length) {
      throw new ValidationError({ blockIdentifiers: MESSAGES.noSpecific });
    }
  }

  private assertWindow(from: Date | null | undefined, until: Date | null | undefined): void {
    if (from && until && until <= from) throw new ValidationError({ publishUntil: MESSAGES.noSpecific });
  }

  private async assertUrlFree(em: EntityManager, url: string, exceptId?: number): Promise<void> {
    const taken = await em.count(Page, exceptId === undefined ? { url } : { url, id: { $ne: exceptId } });
    if (taken) throw fieldError('url', PAGE_MESSAGES.urlTaken);
  }

  /** One transaction; a url taken by a concurrent request between check and insert is still a 422. */
  private async save(work: (em: EntityManager) => Promise<Page>): Promise<Page> {
    try {
      const page = await unitOfWork(this.em, async (tx) => {
        const row = await work(tx);
        await tx.flush();
        return row;
      });
      return this.em.merge(page);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw fieldError('url', PAGE_MESSAGES.urlTaken);
      throw error;
    }
  }
}
