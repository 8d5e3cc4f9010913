import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { fieldError } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage } from '../../common/translations.js';
import { Brand } from './brand.entity.js';
import type { BrandInput } from './brand.inputs.js';
import { useLanguage } from '../settings/index.js';

export const BRAND_MESSAGES = {
  urlTaken: 'The url has already been taken.',
} as const;

/**
 * Brands (spec section 3): url shared across languages and unique; rich-text description sanitised.
 * Products of a deleted brand keep no brand.
 */
export class BrandService extends SwitchableCrudService<Brand> {
  protected readonly entity = Brand;

  async list(options?: ListOptions, language?: string | null): Promise<Page<Brand>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      Brand,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'url', 'enabled', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['url'], ['title']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<Brand> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  /** The storefront's brands: enabled ones, in creation order. */
  async listPublic(language?: string | null): Promise<Brand[]> {
    await useLanguage(this.ctx, language);
    return this.em.find(Brand, { enabled: true }, { orderBy: { id: 'asc' } });
  }

  async create(input: BrandInput, language?: string | null): Promise<Brand> {
    const content = await useLanguage(this.ctx, language);
    await this.assertUrlFree(input.url);
    const brand = this.em.create(Brand, { url: input.url, enabled: input.enabled ?? true });
    this.apply(brand, input, content, true);
    await this.flush();
    return brand;
  }

  async update(id: number, input: BrandInput, language?: string | null): Promise<Brand> {
    const content = await useLanguage(this.ctx, language);
    const brand = await this.find(id);
    if (input.url !== undefined) await this.assertUrlFree(input.url, id);
    this.apply(brand, input, content, false);
    await this.flush();
    return brand;
  }

  private apply(brand: Brand, input: BrandInput, content: ContentLanguage, isNew: boolean): void {
    const write = isNew
      ? setNewTranslation
      : (map: Brand['title'], c: ContentLanguage, value: string | null | undefined) => setTranslation(map, c.language, value);
    brand.enabled = input.enabled ?? brand.enabled;
    brand.url = input.url ?? brand.url;
    if (input.image !== undefined) brand.image = input.image || null;
    brand.title = write(brand.title, content, input.title);
    brand.shortDescription = write(brand.shortDescription, content, input.shortDescription);
    if (input.description !== undefined) {
      brand.description = write(brand.description, content, input.description === null ? null : sanitizeRichText(input.description));
    }
  }

  private async assertUrlFree(url: string, exceptId?: number): Promise<void> {
    const taken = await this.em.count(Brand, exceptId === undefined ? { url } : { url, id: { $ne: exceptId } });
    if (taken) throw fieldError('url', BRAND_MESSAGES.urlTaken);
  }

  /** A concurrent request may take the url between the check and the insert: still a 422, never a 500. */
  private async flush(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw fieldError('url', BRAND_MESSAGES.urlTaken);
      throw error;
    }
  }
}
