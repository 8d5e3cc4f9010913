// Types only: rows are written by entity name (test/support/entities.ts).
import type { Inventory } from '../../server/modules/inventory/inventory.entity.js';
import type { PaymentKind, PaymentMethod } from '../../server/modules/payment/payment-method.entity.js';
import { productSearchText } from '../../server/modules/product/helpers/search-text.js';
import type { Product } from '../../server/modules/product/product.entity.js';
import type { Stock } from '../../server/modules/product/stock.entity.js';
import type { ShippingMethod } from '../../server/modules/shipping/shipping-method.entity.js';
import type { Warehouse } from '../../server/modules/warehouse/warehouse.entity.js';
import { enumValue } from '../support/entities.js';
import { TestShop, unique } from '../support/shop.js';

/** One visible product with one stock and its inventories, written straight to the database. */
export interface Sellable {
  productId: number;
  stockId: number;
  sku: string;
  url: string;
  /** Inventory id per warehouse id. */
  inventories: Map<number, number>;
}

/** A warehouse that sells (enabled); the tests' products keep their stock there. */
export async function sellingWarehouse(shop: TestShop, name = unique('Order test ')): Promise<number> {
  const em = shop.em;
  const warehouse = em.create<Warehouse>('Warehouse', { name });
  await em.flush();
  return warehouse.id;
}

export async function sellable(
  shop: TestShop,
  options: { stock: Record<number, number>; price?: string; specialPrice?: string | null; name?: string },
): Promise<Sellable> {
  const em = shop.em;
  const sku = unique('SKU').toUpperCase().slice(0, 30);
  const name = { en_us: options.name ?? 'Linen shirt', zh_hk: '亞麻襯衫' };
  const stockSku = `${sku}-stock1`;
  // search_text as the product writer keeps it: the admin keyword search (phone orders) finds products by it.
  const searchText = productSearchText({ name, sku, description: {}, metaTitle: {} }, [stockSku]);
  const product = em.create<Product>('Product', { sku, url: unique('p-'), name, searchText });
  const stock = em.create<Stock>('Stock', { product, sku: stockSku, price: options.price ?? '100.00', specialPrice: options.specialPrice ?? null });
  const rows = Object.entries(options.stock).map(([warehouseId, quantity]) =>
    em.create<Inventory>('Inventory', { stock, warehouse: em.getReference<Warehouse>('Warehouse', Number(warehouseId)), quantity }),
  );
  await em.flush();
  return { productId: product.id, stockId: stock.id, sku: stock.sku, url: product.url, inventories: new Map(rows.map((row) => [row.warehouse.id, row.id])) };
}

export async function inventoryQuantity(shop: TestShop, inventoryId: number): Promise<number> {
  const [row] = await shop.em.execute<{ quantity: number }[]>('select quantity from inventory where id = ?', [inventoryId]);
  return Number(row.quantity);
}

/** The order's shipping and offline payment methods (enabled), named uniquely. */
export async function checkoutMethods(shop: TestShop): Promise<{ shipping: number; cod: number; bank: number }> {
  const em = shop.em;
  const shipping = em.create<ShippingMethod>('ShippingMethod', {
    name: { en_us: unique('Standard ') },
    fee: '30.00',
    freeAbove: '500.00',
    countryFees: [{ country: 'USA', fee: '120.00' }],
  });
  const cod = em.create<PaymentMethod>('PaymentMethod', {
    kind: enumValue<PaymentKind>('cash_on_delivery'),
    name: { en_us: 'Cash on delivery', zh_hk: '貨到付款' },
  });
  const bank = em.create<PaymentMethod>('PaymentMethod', {
    kind: enumValue<PaymentKind>('bank_transfer'),
    name: { en_us: 'Bank transfer' },
    instructions: { en_us: '<p>HSBC 123-456789-001</p>' },
  });
  await em.flush();
  return { shipping: shipping.id, cod: cod.id, bank: bank.id };
}

/** The shop's one Stripe method, enabled with these keys (created or updated). */
export async function enableStripe(shop: TestShop, webhookSecret: string): Promise<number> {
  const em = shop.em;
  let method = await em.findOne<PaymentMethod>('PaymentMethod', { kind: enumValue<PaymentKind>('stripe') });
  method ??= em.create<PaymentMethod>('PaymentMethod', { kind: enumValue<PaymentKind>('stripe'), name: { en_us: 'Card' } });
  Object.assign(method, { enabled: true, publishableKey: 'pk_test_stand_in', secretKey: 'sk_test_stand_in', webhookSecret });
  await em.flush();
  return method.id;
}

export function anAddress(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { first_name: 'Mei', last_name: 'Chan', country: 'HKG', contact_number: '+852 5555 0101', address: '1 Harbour Road, Wan Chai', ...overrides };
}
