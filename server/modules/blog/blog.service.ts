import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { NotFoundError, ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage, type Translations } from '../../common/translations.js';
import { unitOfWork } from '../../common/transaction.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { recordUrlChange } from '../url-redirect/index.js';
import { BlogArticle, BlogCategory } from './blog.entity.js';
import type { BlogArticleInput, BlogCategoryInput } from './blog.inputs.js';
import { useLanguage } from '../settings/index.js';

export const BLOG_MESSAGES = { urlTaken: 'The url has already been taken.' } as const;

type Write = (map: Translations, content: ContentLanguage, value: string | null | undefined) => Translations;
const writeNew: Write = setNewTranslation;
const writeExisting: Write = (map, content, value) => setTranslation(map, content.language, value);

/** Articles shown now: enabled and published (publishedAt set and past). */
export const publishedArticles = (now = new Date()) => ({ enabled: true, publishedAt: { $ne: null, $lte: now } });

/** One transaction; a url taken by a concurrent request between check and insert is still a 422. */
async function saved<T extends object>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  try {
    return em.merge(await unitOfWork(em, work));
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw fieldError('url', BLOG_MESSAGES.urlTaken);
    throw error;
  }
}

/** Blog categories (issue 15): url unique (old urls answer 301), parent another category (never itself or below). */
export class BlogCategoryService extends SwitchableCrudService<BlogCategory> {
  protected readonly entity = BlogCategory;

  async list(options?: ListOptions, language?: string | null): Promise<Page<BlogCategory>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      BlogCategory,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'url', 'enabled', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['url'], ['title']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<BlogCategory> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  async published(url: string, language?: string | null): Promise<BlogCategory> {
    await useLanguage(this.ctx, language);
    const category = url ? await this.em.findOne(BlogCategory, { url, enabled: true }) : null;
    if (!category) throw new NotFoundError();
    return category;
  }

  async create(input: BlogCategoryInput, language?: string | null): Promise<BlogCategory> {
    const content = await useLanguage(this.ctx, language);
    return saved(this.em, async (tx) => {
      await assertUrlFree(tx, BlogCategory, input.url);
      const category = tx.create(BlogCategory, { url: input.url, enabled: input.enabled ?? true });
      await this.apply(tx, category, input, content, writeNew);
      return category;
    });
  }

  async update(id: number, input: BlogCategoryInput, language?: string | null): Promise<BlogCategory> {
    const content = await useLanguage(this.ctx, language);
    return saved(this.em, async (tx) => {
      const category = await tx.findOne(BlogCategory, { id });
      if (!category) throw new NotFoundError();
      if (input.url !== undefined && input.url !== category.url) {
        await assertUrlFree(tx, BlogCategory, input.url, id);
        await recordUrlChange(tx, 'blog_category', category.url, input.url);
      }
      await this.apply(tx, category, input, content, writeExisting);
      return category;
    });
  }

  private async apply(tx: EntityManager, category: BlogCategory, input: BlogCategoryInput, content: ContentLanguage, write: Write): Promise<void> {
    if (input.parentId !== undefined) {
      if (input.parentId === null) category.parent = null;
      else {
        const parent = await tx.findOne(BlogCategory, { id: input.parentId });
        if (!parent || (category.id && (await this.isWithin(tx, parent, category.id)))) throw fieldError('parentId', MESSAGES.noSpecific);
        category.parent = parent;
      }
    }
    category.enabled = input.enabled ?? category.enabled;
    category.url = input.url ?? category.url;
    category.title = write(category.title, content, input.title);
    category.description = write(category.description, content, input.description);
    category.metaTitle = write(category.metaTitle, content, input.metaTitle);
    category.metaDescription = write(category.metaDescription, content, input.metaDescription);
  }

  /** Whether `node` is the category `id` or lies below it (a parent there would make a loop). */
  private async isWithin(tx: EntityManager, node: BlogCategory, id: number): Promise<boolean> {
    const all = await tx.find(BlogCategory, {}, { fields: ['id', 'parent'] });
    const parentOf = new Map(all.map((c) => [c.id, c.parent?.id ?? null]));
    for (let at: number | null = node.id, steps = 0; at !== null && steps <= all.length; at = parentOf.get(at) ?? null, steps += 1) {
      if (at === id) return true;
    }
    return false;
  }
}

/** Blog articles (issue 15): url unique (old urls answer 301), content sanitised, categories must exist. */
export class BlogArticleService extends SwitchableCrudService<BlogArticle> {
  protected readonly entity = BlogArticle;

  async list(options?: ListOptions, language?: string | null): Promise<Page<BlogArticle>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      BlogArticle,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'url', 'enabled', 'publishedAt', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['url', 'author'], ['title']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<BlogArticle> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  async published(url: string, language?: string | null): Promise<BlogArticle> {
    await useLanguage(this.ctx, language);
    const article = url ? await this.em.findOne(BlogArticle, { url, ...publishedArticles() }) : null;
    if (!article) throw new NotFoundError();
    return article;
  }

  /** The newest published articles (home page section). */
  async latest(limit: number, language?: string | null): Promise<Page<BlogArticle>> {
    await useLanguage(this.ctx, language);
    return this.ofCategory(null, 1, Math.min(Math.max(limit, 1), 20));
  }

  /** A category's published articles, newest first, paged (one count and one page query). */
  async ofCategory(categoryId: number | null, page = 1, perPage = 10): Promise<Page<BlogArticle>> {
    const size = Math.min(Math.max(Math.trunc(perPage) || 10, 1), 100);
    const at = Math.max(Math.trunc(page) || 1, 1);
    const query = () => {
      const qb = this.em.createQueryBuilder(BlogArticle, 'a').where(publishedArticles());
      return categoryId === null ? qb : qb.andWhere('a.category_ids @> ?::jsonb', [JSON.stringify([categoryId])]);
    };
    const [items, totalItems] = await Promise.all([
      query()
        .orderBy({ publishedAt: 'desc', id: 'desc' })
        .limit(size)
        .offset((at - 1) * size)
        .getResultList(),
      query().getCount(),
    ]);
    return { items, totalItems, page: at, perPage: size };
  }

  async create(input: BlogArticleInput, language?: string | null): Promise<BlogArticle> {
    const content = await useLanguage(this.ctx, language);
    return saved(this.em, async (tx) => {
      await assertUrlFree(tx, BlogArticle, input.url);
      const article = tx.create(BlogArticle, { url: input.url, enabled: input.enabled ?? true });
      await this.apply(tx, article, input, content, writeNew);
      return article;
    });
  }

  async update(id: number, input: BlogArticleInput, language?: string | null): Promise<BlogArticle> {
    const content = await useLanguage(this.ctx, language);
    return saved(this.em, async (tx) => {
      const article = await tx.findOne(BlogArticle, { id });
      if (!article) throw new NotFoundError();
      if (input.url !== undefined && input.url !== article.url) {
        await assertUrlFree(tx, BlogArticle, input.url, id);
        await recordUrlChange(tx, 'blog_article', article.url, input.url);
      }
      await this.apply(tx, article, input, content, writeExisting);
      return article;
    });
  }

  private async apply(tx: EntityManager, article: BlogArticle, input: BlogArticleInput, content: ContentLanguage, write: Write): Promise<void> {
    if (input.categoryIds !== undefined) {
      const ids = input.categoryIds ?? [];
      const found = ids.length ? await tx.count(BlogCategory, { id: { $in: ids } }) : 0;
      if (found !== new Set(ids).size) throw new ValidationError({ categoryIds: MESSAGES.noSpecific } as FieldErrors);
      article.categoryIds = ids;
    }
    article.enabled = input.enabled ?? article.enabled;
    article.url = input.url ?? article.url;
    if (input.image !== undefined) article.image = input.image || null;
    if (input.author !== undefined) article.author = input.author ?? '';
    if (input.tags !== undefined) article.tags = (input.tags ?? []).map((tag) => tag.trim()).filter(Boolean);
    if (input.publishedAt !== undefined) article.publishedAt = input.publishedAt;
    article.title = write(article.title, content, input.title);
    article.summary = write(article.summary, content, input.summary);
    article.metaTitle = write(article.metaTitle, content, input.metaTitle);
    article.metaDescription = write(article.metaDescription, content, input.metaDescription);
    if (input.content !== undefined) article.content = write(article.content, content, input.content === null ? null : sanitizeRichText(input.content));
  }
}

async function assertUrlFree(tx: EntityManager, entity: typeof BlogArticle | typeof BlogCategory, url: string, exceptId?: number): Promise<void> {
  const taken = await tx.count(entity, exceptId === undefined ? { url } : { url, id: { $ne: exceptId } });
  if (taken) throw fieldError('url', BLOG_MESSAGES.urlTaken);
}
