import { recordUrlChange } from '../../url-redirect/index.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { ValidationError, type FieldErrors } from '../../../common/errors.js';
import type { AppContext } from '../../../common/context.js';
import { sanitizeOptionalRichText } from '../../../common/rich-text.js';
import { setNewTranslation, setTranslation, type ContentLanguage } from '../../../common/translations.js';
import { MESSAGES } from '../../../common/validation/rules.js';
import { Attribute, AttributeValue } from '../../attribute/index.js';
import { Brand } from '../../brand/index.js';
import { MediaService } from '../../media/index.js';
import { Menu, MenuType } from '../../menu/index.js';
import { Warehouse } from '../../warehouse/index.js';
import { Inventory, optionText, StockLedger } from '../../inventory/index.js';
import { Product } from '../product.entity.js';
import { PRODUCT_MESSAGES, type InventoryInput, type ProductInput, type StockInput } from '../product.inputs.js';
import { Stock } from '../stock.entity.js';
import { normaliseMoney, optionalMoney } from '../../../common/money.js';
import { generateProductCode, nextFreeCode, stockSku } from './product-codes.js';
import { productSearchText } from './search-text.js';

/** Per-language texts of an imported row: field -> language -> value ('' or null clears). */
export type SheetTranslations = Partial<Record<'name' | 'description' | 'metaTitle' | 'metaDescription', Record<string, string | null>>>;

/** A quantity the stock ledger writes once the product's rows exist (after the flush). */
interface StockWrite {
  inventory: Inventory;
  /** The form field it came from, where a refusal is shown. */
  field: string;
  quantity: number;
  /** null: a new inventory (its quantity is received as a `plus` movement). */
  expected: number | null;
  sku: string;
  option: string;
  warehouseName: string;
}

/**
 * Applies a ProductInput to a product (new or loaded with stocks, their inventories and option values,
 * and categories): every check first (references, uniqueness, option rules), all failures reported
 * together, then the changes, then the search text. Nothing is flushed here: the service runs `apply`,
 * flushes and then `writeStock` in one unit of work, so the product, its stocks, inventories, options,
 * categories, quantities and history rows are one transaction.
 *
 * Quantities never go through the entity: the stock ledger writes them. A new inventory receives its
 * quantity (`plus`); an existing one changes only when the input's expectedQuantity (what the form
 * showed) is sent and is still the stored quantity, else the whole save is refused on that field. An
 * unchanged quantity writes nothing, whatever was expected.
 */
export class ProductWriter {
  private errors: FieldErrors = {};
  private em!: EntityManager;
  private stockWrites: StockWrite[] = [];
  /** Uploaded once even when a deadlocked unit of work runs `apply` again. */
  private uploaded?: Promise<string[]>;

  constructor(
    private readonly ctx: AppContext,
    private readonly content: ContentLanguage,
    private readonly adminName: string,
  ) {}

  private fail(field: string, message: string): void {
    if (!(field in this.errors)) this.errors[field] = message;
  }

  private throwIfFailed(): void {
    if (Object.keys(this.errors).length) throw new ValidationError({ ...this.errors });
  }

  /**
   * `translations` (imports): whole per-language maps that replace the stored ones for the languages
   * they name, after the input's texts for the request language were applied.
   */
  async apply(em: EntityManager, product: Product, input: ProductInput, isNew: boolean, translations?: SheetTranslations): Promise<void> {
    this.em = em;
    this.errors = {};
    this.stockWrites = [];
    const stocksInput = input.stocks ?? null;
    // One after another: the writer runs inside a transaction, i.e. on one connection, where parallel
    // queries only queue up in the driver (and pg deprecates sending them at once).
    const brand = await this.brand(input.brandId);
    const categories = await this.categories(input.categories);
    const values = await this.optionValues(stocksInput);
    const warehouses = await this.warehouses(stocksInput);
    const attributes = await this.attributesOf(values);
    this.checkStocks(product, stocksInput, values, warehouses);
    const codes = await this.codes(product, input, isNew);
    const stockSkus = stocksInput ? await this.stockSkus(product, stocksInput, codes.sku) : [];
    this.throwIfFailed();
    // Files last: nothing is stored for a form that fails its checks.
    this.uploaded ??= this.upload(input.uploadImages);
    const uploaded = await this.uploaded;

    this.texts(product, input, isNew);
    if (translations) this.replaceTexts(product, translations);
    product.sku = codes.sku;
    // The old url answers 301 to the new one (issue 15), written in this transaction.
    if (!isNew && product.url && codes.url !== product.url) await recordUrlChange(this.em, 'product', product.url, codes.url);
    product.url = codes.url;
    if (input.isNew != null) product.isNew = input.isNew;
    if (input.isFeatured != null) product.isFeatured = input.isFeatured;
    if (input.isHot != null) product.isHot = input.isHot;
    if (input.visibled != null) product.visibled = input.visibled;
    if (input.images != null || uploaded.length) product.images = [...(input.images ?? product.images), ...uploaded];
    if (input.brandId !== undefined) product.brand = brand ? (this.em.getReference(Brand, brand.id) as never) : null;
    if (categories) product.categories.set(categories);
    if (isNew) this.em.persist(product);
    if (stocksInput) this.syncStocks(product, stocksInput, stockSkus, values, attributes, warehouses);
    product.searchText = productSearchText(
      product,
      product.stocks.getItems().map((s) => s.sku),
    );
  }

  private texts(product: Product, input: ProductInput, isNew: boolean): void {
    const set = (map: Record<string, string>, value: string | null | undefined) =>
      isNew ? setNewTranslation(map, this.content, value) : setTranslation(map, this.content.language, value);
    product.name = set(product.name, input.name);
    product.description = set(product.description, sanitizeOptionalRichText(input.description));
    product.metaTitle = set(product.metaTitle, input.metaTitle);
    product.metaDescription = set(product.metaDescription, input.metaDescription);
  }

  private replaceTexts(product: Product, translations: SheetTranslations): void {
    for (const field of ['name', 'description', 'metaTitle', 'metaDescription'] as const) {
      let map = { ...product[field] };
      for (const [language, value] of Object.entries(translations[field] ?? {})) {
        map = setTranslation(map, language, field === 'description' ? sanitizeOptionalRichText(value) : value?.trim());
      }
      product[field] = map;
    }
  }

  private async brand(brandId: number | null | undefined): Promise<Brand | null> {
    if (brandId == null) return null;
    const brand = await this.em.findOne(Brand, { id: brandId });
    if (!brand) this.fail('brandId', MESSAGES.noSpecific);
    return brand;
  }

  private async categories(ids: number[] | null | undefined): Promise<Menu[] | null> {
    if (!ids) return null;
    if (!ids.length) return [];
    const menus = await this.em.find(Menu, { id: { $in: ids }, type: MenuType.category });
    if (menus.length !== new Set(ids).size) this.fail('categories', MESSAGES.noSpecific);
    return menus;
  }

  private async optionValues(stocks: StockInput[] | null): Promise<Map<number, AttributeValue>> {
    const ids = [...new Set((stocks ?? []).flatMap((s) => s.options ?? []))];
    if (!ids.length) return new Map();
    const values = await this.em.find(AttributeValue, { id: { $in: ids } });
    return new Map(values.map((v) => [v.id, v]));
  }

  private async attributesOf(values: Map<number, AttributeValue>): Promise<Map<number, Attribute>> {
    const ids = [...new Set([...values.values()].map((v) => v.attribute.id))];
    if (!ids.length) return new Map();
    const attributes = await this.em.find(Attribute, { id: { $in: ids } });
    return new Map(attributes.map((a) => [a.id, a]));
  }

  private async warehouses(stocks: StockInput[] | null): Promise<Map<number, Warehouse>> {
    const ids = [...new Set((stocks ?? []).flatMap((s) => (s.inventories ?? []).map((i) => i.warehouseId)).filter((id) => id != null))];
    if (!ids.length) return new Map();
    const warehouses = await this.em.find(Warehouse, { id: { $in: ids } });
    return new Map(warehouses.map((w) => [w.id, w]));
  }

  /** Stock and inventory ids must be this product's; option values must exist, one per attribute, and differ between stocks. */
  private checkStocks(product: Product, stocks: StockInput[] | null, values: Map<number, AttributeValue>, warehouses: Map<number, Warehouse>): void {
    if (!stocks) return;
    const existing = new Map(product.stocks.isInitialized() ? product.stocks.getItems().map((s) => [s.id, s]) : []);
    const combinations = new Set<string>();
    stocks.forEach((stock, i) => {
      const current = stock.id != null ? existing.get(stock.id) : undefined;
      if (stock.id != null && !current) this.fail(`stocks.${i}.id`, MESSAGES.noSpecific);
      const options = stock.options ?? [];
      if (options.some((id) => !values.has(id))) this.fail(`stocks.${i}.options`, MESSAGES.noSpecific);
      else {
        const kinds = options.map((id) => values.get(id)!.attribute.id);
        if (new Set(kinds).size !== kinds.length) this.fail(`stocks.${i}.options`, PRODUCT_MESSAGES.oneValuePerAttribute);
        const key = [...options].sort((a, b) => a - b).join(',');
        if (options.length && combinations.has(key)) this.fail(`stocks.${i}.options`, PRODUCT_MESSAGES.sameOptions);
        combinations.add(key);
      }
      const inventoryIds = new Set(current?.inventories.isInitialized() ? current.inventories.getItems().map((inv) => inv.id) : []);
      const inventories = current?.inventories.isInitialized() ? current.inventories.getItems() : [];
      (stock.inventories ?? []).forEach((inventory, j) => {
        if (inventory.id != null && !inventoryIds.has(inventory.id)) this.fail(`stocks.${i}.inventories.${j}.id`, MESSAGES.noSpecific);
        const stored = inventories.find((inv) => (inventory.id != null ? inv.id === inventory.id : inv.warehouse.id === inventory.warehouseId));
        // Checked again under the row lock by the ledger; this catches the form read before a sale early.
        if (stored && inventory.quantity !== stored.quantity && inventory.expectedQuantity !== stored.quantity) {
          this.fail(`stocks.${i}.inventories.${j}.quantity`, PRODUCT_MESSAGES.staleStock);
        }
        if (!warehouses.has(inventory.warehouseId)) this.fail(`stocks.${i}.inventories.${j}.warehouseId`, MESSAGES.noSpecific);
      });
    });
  }

  /** Given sku and url must be free; empty ones are generated on create (kept on update). */
  private async codes(product: Product, input: ProductInput, isNew: boolean): Promise<{ sku: string; url: string }> {
    const name = input.name && this.content.language === this.content.mainLanguage ? input.name : product.name[this.content.mainLanguage] || input.name;
    const generated = generateProductCode(name ?? '');
    const result = { sku: product.sku, url: product.url };
    for (const field of ['sku', 'url'] as const) {
      const given = input[field]?.trim();
      if (given) {
        if (given !== product[field] && (await this.em.count(Product, { [field]: given, id: { $ne: product.id ?? 0 } }))) {
          this.fail(field, field === 'sku' ? PRODUCT_MESSAGES.skuTaken : PRODUCT_MESSAGES.urlTaken);
        }
        result[field] = given;
      } else if (isNew || !product[field]) {
        const taken = await this.em.find(Product, { [field]: { $like: `${generated}%` } }, { fields: [field] as never });
        result[field] = nextFreeCode(generated, new Set(taken.map((p) => p[field])));
      }
    }
    return result;
  }

  /** The sku of each input stock: given (and free), kept, or `{sku}-stock{n}`. */
  private async stockSkus(product: Product, stocks: StockInput[], productSku: string): Promise<string[]> {
    const ownIds = stocks.map((s) => s.id).filter((id): id is number => id != null);
    const given = stocks.map((s) => s.sku?.trim()).filter((s): s is string => !!s);
    const taken = new Set<string>();
    const candidates = [...given, ...stocks.map((_, i) => stockSku(productSku, i + 1))];
    if (candidates.length) {
      const rows = await this.em.find(Stock, { sku: { $in: candidates }, ...(ownIds.length ? { id: { $nin: ownIds } } : {}) }, { fields: ['sku'] });
      rows.forEach((row) => taken.add(row.sku));
    }
    const existing = new Map(product.stocks.isInitialized() ? product.stocks.getItems().map((s) => [s.id, s.sku]) : []);
    const used = new Set<string>();
    return stocks.map((stock, i) => {
      const sku = stock.sku?.trim();
      if (sku) {
        if (taken.has(sku) || used.has(sku)) this.fail(`stocks.${i}.sku`, PRODUCT_MESSAGES.skuTaken);
        used.add(sku);
        return sku;
      }
      const kept = stock.id != null ? existing.get(stock.id) : undefined;
      const next = kept ?? nextFreeCode(stockSku(productSku, i + 1), new Set([...taken, ...used, ...given]));
      used.add(next);
      return next;
    });
  }

  private async upload(files: Promise<FileUpload>[] | null | undefined): Promise<string[]> {
    const paths: string[] = [];
    for (const [i, file] of (files ?? []).entries()) {
      try {
        paths.push((await MediaService.of(this.ctx).uploadImage(file)).path);
      } catch (error) {
        if (error instanceof ValidationError) throw new ValidationError({ [`uploadImages.${i}`]: Object.values(error.fields)[0] });
        throw error;
      }
    }
    return paths;
  }

  private syncStocks(
    product: Product,
    stocks: StockInput[],
    skus: string[],
    values: Map<number, AttributeValue>,
    attributes: Map<number, Attribute>,
    warehouses: Map<number, Warehouse>,
  ): void {
    const existing = new Map(product.stocks.isInitialized() ? product.stocks.getItems().map((s) => [s.id, s]) : []);
    const kept = new Set<Stock>();
    stocks.forEach((input, i) => {
      let stock = input.id != null ? existing.get(input.id) : undefined;
      const fields = {
        sku: skus[i],
        price: normaliseMoney(input.price),
        specialPrice: optionalMoney(input.specialPrice),
        // Absent (a sheet or a client that does not know it): the stock keeps its cost.
        costPrice: input.costPrice === undefined ? (stock?.costPrice ?? null) : optionalMoney(input.costPrice),
        visibled: input.visibled ?? stock?.visibled ?? true,
        position: i,
      };
      if (stock) Object.assign(stock, fields);
      else {
        stock = this.em.create(Stock, { product, ...fields });
        product.stocks.add(stock);
      }
      kept.add(stock);
      // An option's pictures are some of the product's: a path the product does not hold is left out.
      if (input.images) stock.images = [...new Set(input.images)].filter((image) => product.images.includes(image));
      if (input.options) stock.optionValues.set(input.options.map((id) => values.get(id)!));
      const option = optionText(stock.optionValues.getItems(), attributes, this.content);
      if (input.inventories) this.syncInventories(stock, input.inventories, warehouses, option, `stocks.${i}.inventories`);
    });
    for (const stock of existing.values()) {
      if (!kept.has(stock)) {
        product.stocks.remove(stock);
        this.em.remove(stock);
      }
    }
  }

  /** Inventories by warehouse; their quantities are left to `writeStock`. */
  private syncInventories(stock: Stock, inputs: InventoryInput[], warehouses: Map<number, Warehouse>, option: string, path: string): void {
    const current = stock.inventories.isInitialized() ? stock.inventories.getItems() : [];
    const kept = new Set<Inventory>();
    inputs.forEach((input, j) => {
      const warehouse = warehouses.get(input.warehouseId)!;
      let inventory = current.find((inv) => (input.id != null ? inv.id === input.id : inv.warehouse.id === input.warehouseId));
      const write = { field: `${path}.${j}.quantity`, quantity: input.quantity, sku: stock.sku, option, warehouseName: warehouse.name };
      if (inventory) {
        inventory.warehouse = this.em.getReference(Warehouse, warehouse.id) as never;
        if (input.quantity !== inventory.quantity) this.stockWrites.push({ ...write, inventory, expected: input.expectedQuantity ?? inventory.quantity });
      } else {
        // Created empty; the ledger receives its first quantity.
        inventory = this.em.create(Inventory, { stock, warehouse: this.em.getReference(Warehouse, warehouse.id) as never });
        stock.inventories.add(inventory);
        if (input.quantity > 0) this.stockWrites.push({ ...write, inventory, expected: null });
      }
      kept.add(inventory);
    });
    for (const inventory of current) {
      if (!kept.has(inventory)) {
        stock.inventories.remove(inventory);
        this.em.remove(inventory);
      }
    }
  }

  /**
   * After the flush (the rows have ids): the quantities through the stock ledger, in inventory id
   * order (locks in one order, like checkouts and transfers). A quantity that moved since the form
   * was read refuses the whole save on its field; the caller's unit of work rolls everything back.
   */
  async writeStock(em: EntityManager, product: Product): Promise<void> {
    const stale: FieldErrors = {};
    for (const write of [...this.stockWrites].sort((a, b) => a.inventory.id - b.inventory.id)) {
      const subject = {
        inventoryId: write.inventory.id,
        productId: product.id,
        warehouseName: write.warehouseName,
        sku: write.sku,
        option: write.option,
        adminName: this.adminName,
      };
      if (write.expected === null) await StockLedger.receive(em, subject, write.quantity);
      else if ((await StockLedger.set(em, subject, write.quantity, write.expected)) === 'stale') stale[write.field] = PRODUCT_MESSAGES.staleStock;
    }
    if (Object.keys(stale).length) throw new ValidationError(stale);
  }
}
