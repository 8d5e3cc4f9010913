import { NotFoundError } from '../../common/errors.js';
import type { Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { intArray } from '../../common/sql.js';
import { translate, type Translations } from '../../common/translations.js';
import { Brand } from '../brand/index.js';
import { Menu, MenuType } from '../menu/index.js';
import { cheapest, productCardsById, productPage, pricesVisible, sellingWarehousesParam } from './helpers/product-cards.js';
import { absoluteImages } from '../media/index.js';
import { categoryTree, optionGroups } from './helpers/storefront-lookups.js';
import type { StorefrontListShape, StorefrontSort } from './storefront-list.sql.js';
import { searchPage } from './helpers/product-search.js';
import { readProductPage } from './helpers/product-page.js';
import { categoryFacets } from './helpers/category-facets.js';
import type {
  CategoryFacets,
  CategoryProductsInput,
  ProductCard,
  ProductWidgetInput,
  SearchProductsInput,
  StorefrontAttribute,
  StorefrontProduct,
} from './product-storefront.types.js';
import { sellableTotal, sellingRule } from '../warehouse/index.js';
import { useLanguage } from '../settings/index.js';

/** What storefront product answers are made of (their caches' invalidation): other modules caching product answers use it too. */
export { PRODUCT_SOURCES } from './helpers/product-cards.js';

/**
 * The storefront's catalogue (public): a product page by url, search, category pages and product
 * widgets. Only visible products and visible stocks; prices hidden from visitors in member-only mode;
 * availability from the selling warehouses (warehouse/selling.ts).
 */
export class ProductStorefrontService extends Service {
  /** A product page: one statement (helpers/product-page.ts, shared two seconds), then translation and the selling rule. */
  async product(url: string, language?: string | null): Promise<StorefrontProduct> {
    await useLanguage(this.ctx, language);
    const [row, visible, rule] = await Promise.all([readProductPage(this.em, url), pricesVisible(this.ctx), sellingRule(this.ctx)]);
    if (!row) throw new NotFoundError('Product not found');
    const t = (map: Translations) => translate(map, this.ctx.content!.language, this.ctx.content!.mainLanguage);
    const stocks = row.stocks.map((stock) => ({
      id: stock.id,
      sku: stock.sku,
      price: visible ? stock.price : null,
      specialPrice: visible ? stock.specialPrice : null,
      options: stock.values.map((v) => v.id).sort((a, b) => a - b),
      optionValues: stock.values.map((v) => ({
        id: v.id,
        code: v.code,
        label: t(v.label),
        attributeId: v.attributeId,
        attributeKey: v.attributeKey,
        attributeTitle: t(v.attributeTitle),
      })),
      allAvailableInventories: sellableTotal(rule, stock.inventories),
      // Only pictures the product still has (one removed from the product leaves its options too).
      imageList: absoluteImages(
        this.ctx,
        (stock.images ?? []).filter((image) => row.images.includes(image)),
      ),
    }));
    const best = cheapest(row.stocks);
    return {
      id: row.id,
      sku: row.sku,
      url: row.url,
      name: t(row.name),
      images: row.images,
      imageList: absoluteImages(this.ctx, row.images),
      isNew: row.isNew,
      isFeatured: row.isFeatured,
      isHot: row.isHot,
      price: visible && best ? best.price : null,
      specialPrice: visible && best ? best.specialPrice : null,
      available: stocks.some((s) => s.allAvailableInventories > 0),
      createdAt: row.createdAt,
      description: t(row.description),
      metaTitle: t(row.metaTitle),
      metaDescription: t(row.metaDescription),
      priceVisible: visible,
      brand: row.brand && { id: row.brand.id, title: t(row.brand.title), url: row.brand.url },
      categories: row.categories.map((c) => ({ id: c.id, title: t(c.title), url: c.url })),
      stocks,
      attributes: attributesOf(stocks),
    };
  }

  /** Visible products whose search text holds every word of the keyword, most relevant first (helpers/product-search.ts); inStock: only those that can be sold. */
  async search(input: SearchProductsInput, language?: string | null): Promise<Page<ProductCard>> {
    const content = await useLanguage(this.ctx, language);
    const page = input.page ?? 1;
    const perPage = input.perPage ?? 24;
    const inStock = input.inStock ? await sellingWarehousesParam(this.ctx) : undefined;
    const { ids, total, exact } = await searchPage(this.em, input.keyword, content, page, perPage, inStock);
    return { items: await productCardsById(this.ctx, ids), totalItems: total, totalExact: exact, page, perPage };
  }

  /** A category page: visible products of the category and its enabled subcategories (inStock: only those that can be sold). */
  async category(input: CategoryProductsInput, language?: string | null): Promise<Page<ProductCard>> {
    const content = await useLanguage(this.ctx, language);
    const tree = await categoryTree(this.em, input.url);
    if (!tree) throw new NotFoundError('Category not found');
    // The input's rule lets only CATEGORY_SORTS through.
    const shape: StorefrontListShape = { scope: 'category', sort: (input.sort || 'newest') as StorefrontSort };
    const filter: unknown[] = [intArray(tree.ids)];
    if (input.brands?.length) {
      shape.brands = true;
      filter.push(intArray(input.brands));
    }
    if (input.priceMin) {
      shape.priceMin = true;
      filter.push(input.priceMin);
    }
    if (input.priceMax) {
      shape.priceMax = true;
      filter.push(input.priceMax);
    }
    if (input.options?.length) {
      const groups = await optionGroups(this.em, input.options);
      shape.optionGroups = groups ? groups.length : 'none';
      filter.push(...(groups ?? []).map(intArray));
    }
    if (input.inStock) {
      shape.inStock = true;
      filter.push(await sellingWarehousesParam(this.ctx));
    }
    const sort = shape.sort === 'name' || shape.sort === '-name' ? [content.language, content.mainLanguage] : [];
    const page = input.page ?? 1;
    const perPage = input.perPage ?? 24;
    const { ids, total, exact } = await productPage(this.em, shape, { filter, sort }, page, perPage);
    return { items: await productCardsById(this.ctx, ids), totalItems: total, totalExact: exact, page, perPage };
  }

  /** The filter panel of a category page: what occurs among its visible products (helpers/category-facets.ts). */
  async categoryFacets(url: string, language?: string | null): Promise<CategoryFacets> {
    const content = await useLanguage(this.ctx, language);
    const tree = await categoryTree(this.em, url);
    if (!tree) throw new NotFoundError('Category not found');
    const raw = await categoryFacets(this.em, tree.ids);
    const t = (map: Translations) => translate(map, content.language, content.mainLanguage);
    const values = raw.values.map((v) => ({ ...v, label: t(v.label), attributeTitle: t(v.attributeTitle) }));
    return {
      attributes: attributesOf([{ optionValues: values }]),
      brands: raw.brands.map((b) => ({ id: b.id, title: t(b.title), url: b.url })),
      priceMin: raw.priceMin,
      priceMax: raw.priceMax,
    };
  }

  /** Product lists for the storefront's widgets. */
  async widget(input: ProductWidgetInput, language?: string | null): Promise<ProductCard[]> {
    await useLanguage(this.ctx, language);
    const limit = input.limit ?? 8;
    const filter: unknown[] = [];
    let scope: StorefrontListShape['scope'];
    if (input.type === 'new' || input.type === 'featured' || input.type === 'hot') scope = input.type;
    else if (input.type === 'category') {
      // As the category page: the category's own products and its enabled subcategories'.
      const category = input.id != null ? await this.em.findOne(Menu, { id: input.id, type: MenuType.category, enabled: true }, { fields: ['url'] }) : null;
      const tree = input.id != null && !category ? null : await categoryTree(this.em, category?.url ?? input.url ?? '');
      if (!tree) throw new NotFoundError('Category not found');
      scope = 'category';
      filter.push(intArray(tree.ids));
    } else {
      const brand = await this.em.findOne(Brand, { ...(input.id != null ? { id: input.id } : { url: input.url ?? '' }), enabled: true });
      if (!brand) throw new NotFoundError('Brand not found');
      scope = 'brand';
      filter.push(brand.id);
    }
    const { ids } = await productPage(this.em, { scope, sort: 'newest' }, { filter }, 1, limit);
    return productCardsById(this.ctx, ids);
  }
}

/** The option selector's kinds and values: those the visible stocks use, in attribute and value order. */
function attributesOf(
  stocks: { optionValues: { id: number; code: string; label: string; attributeId: number; attributeKey: string; attributeTitle: string }[] }[],
): StorefrontAttribute[] {
  const attributes = new Map<number, StorefrontAttribute>();
  for (const stock of stocks) {
    for (const value of stock.optionValues) {
      let attribute = attributes.get(value.attributeId);
      if (!attribute) {
        attribute = { id: value.attributeId, key: value.attributeKey, title: value.attributeTitle, values: [] };
        attributes.set(value.attributeId, attribute);
      }
      if (!attribute.values.some((v) => v.id === value.id)) attribute.values.push({ id: value.id, code: value.code, label: value.label });
    }
  }
  return [...attributes.values()];
}
