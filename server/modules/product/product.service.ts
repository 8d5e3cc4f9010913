import type { EntityManager } from '@mikro-orm/postgresql';
import { staffName } from '../../common/context.js';
import { NotFoundError, ValidationError, type FieldErrors } from '../../common/errors.js';
import { MESSAGES } from '../../../core/messages.js';
import type { Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { unitOfWork } from '../../common/transaction.js';
import { emitWebhookEvent, emitWebhookEvents, webhookData } from '../webhook/index.js';
import { ProductWriter, type SheetTranslations } from './helpers/product-writer.js';
import { listProducts, type ProductView } from './helpers/product-list.js';
import { Product } from './product.entity.js';
import { productLoaders } from './product.loaders.js';
import type { ProductInput, ProductListOptions, StockPricesInput } from './product.inputs.js';
import { useLanguage } from '../settings/index.js';

/** What a product edit needs loaded: stocks with their inventories and option values, and categories. */
const EDIT_POPULATE = ['stocks', 'stocks.inventories', 'stocks.optionValues', 'categories'] as const;

/**
 * Products of the back office (permission `product`): list, one, create, update, delete, batch
 * visibility and batch delete. Create and update are one unit of work each: the product, its stocks,
 * their inventories and options, its categories, the quantities (through the stock ledger) and their
 * history rows are written together or not at all.
 */
export class ProductService extends Service {
  async list(options?: ProductListOptions, language?: string | null): Promise<Page<ProductView>> {
    const content = await useLanguage(this.ctx, language);
    return listProducts(this.em, productLoaders(this.ctx), options, content);
  }

  async get(id: number, language?: string | null): Promise<Product> {
    await useLanguage(this.ctx, language);
    const product = await this.em.findOne(Product, { id });
    if (!product) throw new NotFoundError();
    return product;
  }

  /**
   * The signed-in admin's name, for history rows (read with the session when the request was
   * authenticated); for a partner's API key the key's own name, so what a key changes is recorded as done by that key.
   */
  /** 404 unless the product exists. */
  async assertExists(id: number): Promise<void> {
    if (!(await this.em.count(Product, { id }))) throw new NotFoundError();
  }

  async create(input: ProductInput, language?: string | null): Promise<Product> {
    const content = await useLanguage(this.ctx, language);
    const writer = new ProductWriter(this.ctx, content, staffName(this.ctx));
    const product = await this.save(
      writer,
      async () => new Product(),
      (em, product) => writer.apply(em, product, input, true),
    );
    this.ctx.loaders.clearAll();
    return product;
  }

  async update(id: number, input: ProductInput, language?: string | null): Promise<Product> {
    return this.edit(id, language, (writer, em, product) => writer.apply(em, product, input, false));
  }

  /**
   * Selling prices of some of a product's stocks (a partner's or an agent's price change, the MCP tool
   * set_prices): written through the form's writer as a whole stock list in which only those prices
   * differ, so the stock sheet, the history and the partners' `product.updated` event are the form's.
   */
  async setStockPrices(productId: number, input: StockPricesInput, language?: string | null): Promise<Product> {
    return this.edit(productId, language, (writer, em, product) => {
      const stocks = [...product.stocks.getItems()].sort((a, b) => a.position - b.position);
      const changes = new Map<number, StockPricesInput['stocks'][number]>();
      const errors: FieldErrors = {};
      input.stocks.forEach((row, i) => {
        // Another product's stock, or the same stock twice: nothing is written.
        if (!stocks.some((stock) => stock.id === row.stockId) || changes.has(row.stockId)) errors[`stocks.${i}.stockId`] = MESSAGES.noSpecific;
        changes.set(row.stockId, row);
      });
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const priced = stocks.map((stock) => {
        const change = changes.get(stock.id);
        return {
          id: stock.id,
          sku: stock.sku,
          price: change?.price ?? stock.price,
          specialPrice: change?.specialPrice !== undefined ? change.specialPrice : stock.specialPrice,
          visibled: stock.visibled,
        };
      });
      return writer.apply(em, product, { stocks: priced } as ProductInput, false);
    });
  }

  /** An existing product changed by `apply` through the form's writer (see save), then read afresh by this request. */
  private async edit(
    id: number,
    language: string | null | undefined,
    apply: (writer: ProductWriter, em: EntityManager, product: Product) => Promise<void>,
  ): Promise<Product> {
    const content = await useLanguage(this.ctx, language);
    const writer = new ProductWriter(this.ctx, content, staffName(this.ctx));
    const product = await this.save(
      writer,
      (em) => this.loadForEdit(em, id),
      (em, product) => apply(writer, em, product),
    );
    this.ctx.loaders.clearAll();
    return product;
  }

  /** One imported row (main language input plus every language's texts): one unit of work, like the form. */
  async importOne(id: number | null, input: ProductInput, translations: SheetTranslations): Promise<Product> {
    const content = await useLanguage(this.ctx);
    const writer = new ProductWriter(this.ctx, content, staffName(this.ctx));
    return this.save(
      writer,
      async (em) => (id ? this.loadForEdit(em, id) : new Product()),
      (em, product) => writer.apply(em, product, input, !id, translations),
    );
  }

  private async loadForEdit(em: EntityManager, id: number): Promise<Product> {
    const product = await em.findOne(Product, { id }, { populate: EDIT_POPULATE as never });
    if (!product) throw new NotFoundError();
    return product;
  }

  /**
   * The product's rows, then its quantities through the stock ledger, in one unit of work (retried
   * whole on a deadlock, reading the product again).
   */
  private save(
    writer: ProductWriter,
    load: (em: EntityManager) => Promise<Product>,
    apply: (em: EntityManager, product: Product) => Promise<void>,
  ): Promise<Product> {
    return unitOfWork(this.em, async (em) => {
      const product = await load(em);
      const event = product.id ? 'product.updated' : 'product.created';
      await apply(em, product);
      await em.flush();
      await writer.writeStock(em, product);
      // Partners' webhooks (issue 23), queued in this transaction.
      await emitWebhookEvent(em, event, () => webhookData(product));
      return product;
    });
  }

  async remove(id: number): Promise<boolean> {
    await this.removeMany([id]);
    return true;
  }

  /**
   * All or nothing: any missing id stops the batch. Stocks, inventories and links go with the product (FK
   * cascade); histories stay. Partners hear `product.deleted` with the record as it was, in the same transaction.
   */
  async removeMany(ids: number[]): Promise<number> {
    const unique = [...new Set(ids)];
    return this.em.transactional(async (tx) => {
      const products = await tx.find(Product, { id: { $in: unique } });
      if (products.length !== unique.length) throw new NotFoundError();
      const records = products.map((product) => webhookData(product));
      products.forEach((product) => tx.remove(product));
      await tx.flush();
      await emitWebhookEvents(tx, 'product.deleted', () => records);
      return products.length;
    });
  }

  /** Batch visibility: all or nothing. */
  async updateVisibility(ids: number[], visibled: boolean): Promise<number> {
    const unique = [...new Set(ids)];
    const products = await this.em.find(Product, { id: { $in: unique } });
    if (products.length !== unique.length) throw new NotFoundError();
    products.forEach((product) => (product.visibled = visibled));
    await this.em.flush();
    return products.length;
  }
}
