import { parseFlag, parseId, parseIds, type SheetColumn, SheetError } from '../../import-export/index.js';
import { InventoryInput, ProductInput, StockInput } from '../product.inputs.js';

/**
 * The product spreadsheet (import and export share it): one row per product.
 *
 * | column | content |
 * |---|---|
 * | id | the product id (import: updates that product when it exists, else the product with the row's sku, else creates) |
 * | sku | required (the row's product; the form generates one, a sheet states it) |
 * | url | as in the form (empty: generated) |
 * | name:<lang>, description:<lang>, meta_title:<lang>, meta_description:<lang> | one column per supported language |
 * | is_new, is_featured, is_hot, visibled | 1 or 0 |
 * | brand_id | a brand id or empty |
 * | categories | category (menu) ids, comma-separated |
 * | images | upload paths, one per line |
 * | stocks | required for a new product (empty on an existing one keeps its stocks); JSON: `[{"sku", "price", "special_price", "visibled", "options": ["colour:red", "size:xl"], "inventories": [{"warehouse_id", "quantity", "expected_quantity"}]}]`; options are attribute key:value code |
 *
 * Quantities: the export writes each inventory's quantity twice, as `quantity` and `expected_quantity`
 * (the quantity the sheet showed). An unchanged quantity writes nothing; to change one, edit `quantity`
 * and keep `expected_quantity`: the import applies it only while the stored quantity is still the
 * expected one, else the row is refused (sold meanwhile). A new inventory takes `quantity` as is.
 */
export const TRANSLATED = ['name', 'description', 'meta_title', 'meta_description'] as const;
export type TranslatedColumn = (typeof TRANSLATED)[number];

export function productColumns(languages: string[]): SheetColumn[] {
  return [
    { key: 'id', width: 8 },
    { key: 'sku', width: 22 },
    { key: 'url', width: 22 },
    ...TRANSLATED.flatMap((field) => languages.map((language) => ({ key: `${field}:${language}`, width: field === 'name' ? 30 : 40 }))),
    { key: 'is_new', width: 8 },
    { key: 'is_featured', width: 8 },
    { key: 'is_hot', width: 8 },
    { key: 'visibled', width: 8 },
    { key: 'brand_id', width: 10 },
    { key: 'categories', width: 14 },
    { key: 'images', width: 40 },
    { key: 'stocks', width: 80 },
  ];
}

/** The JSON of one stock in the `stocks` column. */
export interface SheetStock {
  sku: string;
  price: string;
  special_price: string | null;
  visibled: boolean;
  options: string[];
  inventories: { warehouse_id: number; quantity: number; expected_quantity?: number | null }[];
}

export function parseStocks(value: string | undefined): SheetStock[] | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new SheetError('stocks');
  }
  if (!Array.isArray(parsed)) throw new SheetError('stocks');
  return parsed.map((entry) => {
    if (!entry || typeof entry !== 'object') throw new SheetError('stocks');
    const stock = entry as Record<string, unknown>;
    const inventories = Array.isArray(stock.inventories) ? stock.inventories : [];
    return {
      sku: typeof stock.sku === 'string' ? stock.sku : '',
      price: stock.price == null ? '' : String(stock.price),
      special_price: stock.special_price == null || stock.special_price === '' ? null : String(stock.special_price),
      visibled: stock.visibled === undefined ? true : stock.visibled === true || stock.visibled === 1 || stock.visibled === '1',
      options: Array.isArray(stock.options) ? stock.options.map(String) : [],
      inventories: inventories.map((inv) => {
        const record = (inv ?? {}) as Record<string, unknown>;
        const warehouseId = Number(record.warehouse_id);
        const quantity = Number(record.quantity);
        const expected = record.expected_quantity == null || record.expected_quantity === '' ? null : Number(record.expected_quantity);
        if (!Number.isInteger(warehouseId) || !Number.isInteger(quantity) || (expected !== null && !Number.isInteger(expected))) throw new SheetError('stocks');
        return { warehouse_id: warehouseId, quantity, expected_quantity: expected };
      }),
    };
  });
}

/** A ProductInput (class instances, so that validation runs as for the form) for the main language. */
export function productInputOf(values: Record<string, string>, mainLanguage: string, stocks: StockInput[] | null): ProductInput {
  const text = (key: string) => (values[key] ?? '').trim();
  return Object.assign(new ProductInput(), {
    sku: text('sku') || null,
    url: text('url') || null,
    name: text(`name:${mainLanguage}`),
    description: values[`description:${mainLanguage}`] ?? '',
    metaTitle: text(`meta_title:${mainLanguage}`),
    metaDescription: text(`meta_description:${mainLanguage}`),
    isNew: parseFlag(values.is_new, 'is_new'),
    isFeatured: parseFlag(values.is_featured, 'is_featured'),
    isHot: parseFlag(values.is_hot, 'is_hot'),
    visibled: parseFlag(values.visibled, 'visibled'),
    brandId: parseId(values.brand_id, 'brand_id'),
    categories: parseIds(values.categories, 'categories'),
    images: (values.images ?? '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    stocks,
  });
}

export function stockInputOf(stock: SheetStock, id: number | null, optionIds: number[]): StockInput {
  return Object.assign(new StockInput(), {
    id,
    sku: stock.sku || null,
    price: stock.price,
    specialPrice: stock.special_price,
    visibled: stock.visibled,
    options: optionIds,
    inventories: stock.inventories.map((inv) =>
      Object.assign(new InventoryInput(), { warehouseId: inv.warehouse_id, quantity: inv.quantity, expectedQuantity: inv.expected_quantity ?? null }),
    ),
  });
}

/** A validation field of ProductInput -> the column that shows it. */
export function columnOf(field: string, mainLanguage: string): string {
  const top = field.split('.')[0];
  const byField: Record<string, string> = {
    name: `name:${mainLanguage}`,
    description: `description:${mainLanguage}`,
    metaTitle: `meta_title:${mainLanguage}`,
    metaDescription: `meta_description:${mainLanguage}`,
    isNew: 'is_new',
    isFeatured: 'is_featured',
    isHot: 'is_hot',
    brandId: 'brand_id',
  };
  return byField[top] ?? top;
}
