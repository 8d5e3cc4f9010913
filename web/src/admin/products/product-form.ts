import { getIn } from 'formik';
import { placeFieldErrors } from '../../ui/errors';
import { STOCK_MESSAGES } from '../../ui/validation/messages';
import type { ProductInput, ProductRecordFragment, StockInput } from '../../graphql/admin/graphql';
import { inputSchema } from '../../ui/validation/input-schema';

/**
 * The product form's values, how a record becomes them and how they become the one ProductInput that
 * createProduct / updateProduct receive, and its yup rules (the server's, from product.inputs.ts).
 * Field names are the GraphQL input's, so a server error path such as `stocks.1.inventories` or
 * `stocks.0.price` names the form value it is about.
 */

/** Spec 5: two inventories of one stock may not share a warehouse (the server's own message of the rule). */
export const SAME_WAREHOUSE_MESSAGE = STOCK_MESSAGES.sameWarehouse;
/** The server's refusal of a quantity that changed since the form was loaded (its i18n id: admin.product.inventory.stale). */
export const STALE_STOCK_MESSAGE = STOCK_MESSAGES.staleStock;

export interface InventoryValues {
  /** A saved inventory (its quantity then moves through the stock movement dialogs). */
  id: number | null;
  warehouseId: number | null;
  quantity: number | null;
  /**
   * A saved inventory's quantity as loaded: sent as expectedQuantity, so that the server refuses the
   * save (STALE_STOCK_MESSAGE) instead of writing back a number read before a sale.
   */
  expectedQuantity: number | null;
}

export interface StockValues {
  id: number | null;
  /** Attribute value ids, at most one per attribute (one select per attribute kind). */
  options: number[];
  sku: string;
  price: string | null;
  specialPrice: string | null;
  /** What one unit cost (the inventory report's value at cost); empty: not known. */
  costPrice: string | null;
  visibled: boolean;
  /** The option's pictures: some of the product's `images`. */
  images: string[];
  inventories: InventoryValues[];
}

export interface ProductValues {
  name: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
  sku: string;
  url: string;
  isNew: boolean;
  isFeatured: boolean;
  isHot: boolean;
  visibled: boolean;
  brandId: number | null;
  categories: number[];
  /** Upload paths in order; null is a slot whose picture is not uploaded yet. */
  images: Array<string | null>;
  stocks: StockValues[];
}

/** The fields that hold one value per content language. */
export const TRANSLATABLE_FIELDS = ['name', 'description', 'metaTitle', 'metaDescription'] as const;

export const newInventory = (): InventoryValues => ({ id: null, warehouseId: null, quantity: null, expectedQuantity: null });

export const newStock = (): StockValues => ({
  id: null,
  options: [],
  sku: '',
  price: null,
  specialPrice: null,
  costPrice: null,
  visibled: true,
  images: [],
  inventories: [],
});

type RecordStock = ProductRecordFragment['stocks'][number];

export function stockToForm(stock: RecordStock): StockValues {
  return {
    id: stock.id,
    options: [...stock.options],
    sku: stock.sku,
    price: stock.price,
    specialPrice: stock.specialPrice ?? null,
    costPrice: stock.costPrice ?? null,
    visibled: stock.visibled,
    images: [...stock.images],
    inventories: stock.inventories.map((inventory) => ({
      id: inventory.id,
      warehouseId: inventory.warehouseId,
      quantity: inventory.quantity,
      expectedQuantity: inventory.quantity,
    })),
  };
}

/** The form of a record, or of a new product (visible, one empty stock to fill in). */
export function productToForm(record: ProductRecordFragment | null): ProductValues {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    metaTitle: record?.metaTitle ?? '',
    metaDescription: record?.metaDescription ?? '',
    sku: record?.sku ?? '',
    url: record?.url ?? '',
    isNew: record?.isNew ?? false,
    isFeatured: record?.isFeatured ?? false,
    isHot: record?.isHot ?? false,
    visibled: record?.visibled ?? true,
    brandId: record?.brandId ?? null,
    categories: record ? [...record.categories] : [],
    images: record ? [...record.images] : [],
    stocks: record ? record.stocks.map(stockToForm) : [newStock()],
  };
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value !== '';

function stockToInput(stock: StockValues, productImages: readonly string[]): StockInput {
  return {
    ...(stock.id !== null ? { id: stock.id } : {}),
    // Empty: the server keeps the stock's sku, or makes `{product sku}-stock{n}` for a new one.
    ...(present(stock.sku) ? { sku: stock.sku } : {}),
    price: stock.price ?? '',
    // Spec 5: special_price is omitted when empty (the stock then has none).
    ...(present(stock.specialPrice) ? { specialPrice: stock.specialPrice } : {}),
    // The form shows a stock's cost: emptied, it is cleared (null); a new stock without one sends none.
    ...(present(stock.costPrice) ? { costPrice: stock.costPrice } : stock.id !== null ? { costPrice: null } : {}),
    visibled: stock.visibled,
    // A picture taken out of the product's list leaves the option too.
    images: stock.images.filter((image) => productImages.includes(image)),
    options: stock.options,
    inventories: stock.inventories.map((inventory) => ({
      ...(inventory.id !== null ? { id: inventory.id } : {}),
      warehouseId: inventory.warehouseId,
      quantity: inventory.quantity,
      ...(inventory.id !== null && inventory.expectedQuantity !== null ? { expectedQuantity: inventory.expectedQuantity } : {}),
    })),
  };
}

/** The mutation input of the (trimmed) values: one input for the product, its stocks and inventories. */
export function productToInput(values: ProductValues): ProductInput {
  return {
    name: values.name,
    description: values.description,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    // Empty on create: generated from the name in the main language; empty on update: kept.
    ...(present(values.sku) ? { sku: values.sku } : {}),
    ...(present(values.url) ? { url: values.url } : {}),
    isNew: values.isNew,
    isFeatured: values.isFeatured,
    isHot: values.isHot,
    visibled: values.visibled,
    brandId: values.brandId,
    categories: values.categories,
    images: values.images.filter(present),
    stocks: values.stocks.map((stock) => stockToInput(stock, values.images.filter(present))),
  };
}

/**
 * ProductInput's rules, from the server (server/modules/product/product.inputs.ts), with StockInput's
 * and InventoryInput's for the stocks and their inventories.
 */
export const productSchema = () => inputSchema('ProductInput');

/**
 * Puts the server's field errors (flat paths such as `stocks.0.price`) on the form: a path naming a
 * value the form holds becomes that field's error (nested, as formik keeps them); the rest (a stale
 * stock id, an upload) is returned for the failure dialog.
 */
export function placeServerErrors(fields: Record<string, string>, values: ProductValues): { errors: Record<string, unknown>; unplaced: string[] } {
  return placeFieldErrors(fields, (path) => !path.endsWith('.id') && path !== 'id' && getIn(values, path) !== undefined);
}

/**
 * The form after stock movements: saved inventories take the server's quantities, and an inventory a
 * transfer created is added to its stock, while every other edit in progress stays. An inventory that
 * was already saved before (`before`) and is missing from the form was removed by the user: it stays out.
 */
export function withFreshInventories(values: ProductValues, before: ProductRecordFragment | undefined, fresh: ProductRecordFragment): ProductValues {
  const freshStocks = new Map(fresh.stocks.map((stock) => [stock.id, stock]));
  const known = new Set(before?.stocks.flatMap((stock) => stock.inventories.map((inventory) => inventory.id)) ?? []);
  return {
    ...values,
    stocks: values.stocks.map((stock) => {
      const saved = stock.id !== null ? freshStocks.get(stock.id) : undefined;
      if (!saved) return stock;
      const byId = new Map(saved.inventories.map((inventory) => [inventory.id, inventory]));
      const inForm = new Set(stock.inventories.map((inventory) => inventory.id));
      const kept = stock.inventories.map((inventory) => {
        const server = inventory.id !== null ? byId.get(inventory.id) : undefined;
        return server ? { ...inventory, quantity: server.quantity, expectedQuantity: server.quantity } : inventory;
      });
      const added = saved.inventories
        .filter((inventory) => !inForm.has(inventory.id) && !known.has(inventory.id))
        .map((inventory) => ({ id: inventory.id, warehouseId: inventory.warehouseId, quantity: inventory.quantity, expectedQuantity: inventory.quantity }));
      return { ...stock, inventories: [...kept, ...added] };
    }),
  };
}
