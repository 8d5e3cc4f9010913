import { NotFoundError } from '../../common/errors.js';
import type { Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { translated, useLanguage } from '../../common/translations.js';
import { AttributeValue } from '../attribute/attribute-value.entity.js';
import { Brand } from '../brand/brand.entity.js';
import { Menu, MenuType } from '../menu/menu.entity.js';
import { stockOptionValues } from './helpers/option-values.js';
import { productCards, productPage, pricesVisible } from './helpers/product-cards.js';
import { escapeLike } from './helpers/product-list.js';
import { sellableQuantity, sellingRule } from './helpers/selling.js';
import { Product } from './product.entity.js';
import { productLoaders } from './product.loaders.js';
import type { CategoryProductsInput, ProductCard, ProductWidgetInput, SearchProductsInput, StorefrontAttribute, StorefrontProduct } from './product-storefront.types.js';

/** The lowest selling price of a product's visible stocks (special price when set). */
const MIN_PRICE = '(select min(coalesce(s.special_price, s.price)) from stock s where s.product_id = p.id and s.visibled)';
const NAME = `coalesce(nullif(p.name->>?, ''), p.name->>?)`;

/**
 * The storefront's catalogue (public): a product page by url, search, category pages and product
 * widgets. Only visible products and visible stocks; prices hidden from visitors in member-only mode;
 * availability from the selling warehouses (helpers/selling.ts).
 */
export class ProductStorefrontService extends Service {
  async product(url: string, language?: string | null): Promise<StorefrontProduct> {
    await useLanguage(this.ctx, language);
    const product = await this.em.findOne(Product, { url, visibled: true });
    if (!product) throw new NotFoundError('Product not found');
    const loaders = productLoaders(this.ctx);
    const [[card], visible, rule, stocks, categories, brand] = await Promise.all([
      productCards(this.ctx, [product]),
      pricesVisible(this.ctx),
      sellingRule(this.ctx),
      loaders.stocks.load(product.id).then((list) => list.filter((s) => s.visibled)),
      loaders.categories.load(product.id),
      product.brand ? loaders.brand.load(product.brand.id) : null,
    ]);
    const inventories = await loaders.inventories.loadMany(stocks.map((s) => s.id));
    const valueLists = await loaders.optionValues.loadMany(stocks.map((s) => s.id));
    const storefrontStocks = await Promise.all(
      stocks.map(async (stock, i) => {
        const values = valueLists[i] instanceof Error ? [] : (valueLists[i] as AttributeValue[]);
        const list = inventories[i];
        return {
          id: stock.id,
          sku: stock.sku,
          price: visible ? stock.price : null,
          specialPrice: visible ? stock.specialPrice ?? null : null,
          options: values.map((v) => v.id),
          optionValues: await stockOptionValues(this.ctx, loaders, values),
          allAvailableInventories: list instanceof Error ? 0 : sellableQuantity(rule, list),
        };
      }),
    );
    return {
      ...card,
      description: await translated(this.ctx, product.description),
      metaTitle: await translated(this.ctx, product.metaTitle),
      metaDescription: await translated(this.ctx, product.metaDescription),
      priceVisible: visible,
      brand: brand && brand.enabled ? { id: brand.id, title: await translated(this.ctx, brand.title), url: brand.url } : null,
      categories: await Promise.all(categories.filter((c) => c.enabled).map(async (c) => ({ id: c.id, title: await translated(this.ctx, c.title), url: c.url }))),
      stocks: storefrontStocks,
      attributes: attributesOf(storefrontStocks),
    };
  }

  /** Visible products whose names, descriptions or skus contain the keyword (any language), most relevant first. */
  async search(input: SearchProductsInput, language?: string | null): Promise<Page<ProductCard>> {
    const content = await useLanguage(this.ctx, language);
    const keyword = input.keyword.toLowerCase();
    const pattern = `%${escapeLike(keyword)}%`;
    const page = input.page ?? 1;
    const perPage = input.perPage ?? 24;
    const { products, total } = await productPage(
      this.em,
      {
        where: ['p.visibled', 'p.search_text ilike ?'],
        params: [pattern],
        // Name matches first (the request language's name before others), then trigram closeness, newest.
        order: `(${NAME} ilike ?) desc, exists (select 1 from jsonb_each_text(p.name) t where t.value ilike ?) desc, word_similarity(?, p.search_text) desc, p.id desc`,
        orderParams: [content.language, content.mainLanguage, pattern, pattern, keyword],
      },
      page,
      perPage,
    );
    return { items: await productCards(this.ctx, products), totalItems: total, page, perPage };
  }

  /** A category page: visible products of the category and its enabled subcategories. */
  async category(input: CategoryProductsInput, language?: string | null): Promise<Page<ProductCard>> {
    const content = await useLanguage(this.ctx, language);
    const category = await this.em.findOne(Menu, { url: input.url, type: MenuType.category, enabled: true });
    if (!category) throw new NotFoundError('Category not found');
    const where = ['p.visibled', 'exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id in (select id from tree))'];
    const params: unknown[] = [];
    if (input.brands?.length) {
      where.push(`p.brand_id in (${input.brands.map(() => '?').join(', ')})`);
      params.push(...input.brands);
    }
    if (input.priceMin) {
      where.push(`${MIN_PRICE} >= ?`);
      params.push(input.priceMin);
    }
    if (input.priceMax) {
      where.push(`${MIN_PRICE} <= ?`);
      params.push(input.priceMax);
    }
    if (input.options?.length) {
      const values = await this.em.find(AttributeValue, { id: { $in: input.options } });
      const groups = new Map<number, number[]>();
      values.forEach((v) => groups.set(v.attribute.id, [...(groups.get(v.attribute.id) ?? []), v.id]));
      if (values.length !== input.options.length) where.push('false');
      const each = [...groups.values()].map((ids) => `exists (select 1 from stock_option so where so.stock_id = s.id and so.attribute_value_id in (${ids.map(() => '?').join(', ')}))`);
      where.push(`exists (select 1 from stock s where s.product_id = p.id and s.visibled and ${each.join(' and ') || 'true'})`);
      params.push(...[...groups.values()].flat());
    }
    const sorts: Record<string, [string, unknown[]]> = {
      newest: ['p.created_at desc, p.id desc', []],
      price: [`${MIN_PRICE} asc nulls last, p.id desc`, []],
      '-price': [`${MIN_PRICE} desc nulls last, p.id desc`, []],
      name: [`${NAME} asc, p.id asc`, [content.language, content.mainLanguage]],
      '-name': [`${NAME} desc, p.id desc`, [content.language, content.mainLanguage]],
    };
    const [order, orderParams] = sorts[input.sort || 'newest'];
    const page = input.page ?? 1;
    const perPage = input.perPage ?? 24;
    const { products, total } = await productPage(
      this.em,
      {
        with: 'tree as (select id from menu where id = ? union all select m.id from menu m join tree t on m.parent_id = t.id where m.enabled and m.type = ?)',
        withParams: [category.id, MenuType.category],
        where,
        params,
        order,
        orderParams,
      },
      page,
      perPage,
    );
    return { items: await productCards(this.ctx, products), totalItems: total, page, perPage };
  }

  /** Product lists for the storefront's widgets. */
  async widget(input: ProductWidgetInput, language?: string | null): Promise<ProductCard[]> {
    await useLanguage(this.ctx, language);
    const limit = input.limit ?? 8;
    const where = ['p.visibled'];
    const params: unknown[] = [];
    if (input.type === 'new') where.push('p.is_new');
    else if (input.type === 'featured') where.push('p.is_featured');
    else if (input.type === 'hot') where.push('p.is_hot');
    else if (input.type === 'category') {
      const category = await this.em.findOne(Menu, { ...(input.id != null ? { id: input.id } : { url: input.url ?? '' }), type: MenuType.category, enabled: true });
      if (!category) throw new NotFoundError('Category not found');
      where.push('exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id = ?)');
      params.push(category.id);
    } else {
      const brand = await this.em.findOne(Brand, { ...(input.id != null ? { id: input.id } : { url: input.url ?? '' }), enabled: true });
      if (!brand) throw new NotFoundError('Brand not found');
      where.push('p.brand_id = ?');
      params.push(brand.id);
    }
    const { products } = await productPage(this.em, { where, params, order: 'p.created_at desc, p.id desc' }, 1, limit);
    return productCards(this.ctx, products);
  }
}

/** The option selector's kinds and values: those the visible stocks use, in attribute and value order. */
function attributesOf(stocks: { optionValues: { id: number; code: string; label: string; attributeId: number; attributeKey: string; attributeTitle: string }[] }[]): StorefrontAttribute[] {
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
