// Types only: rows are written by entity name (test/support/entities.ts).
import type { Attribute } from '../../server/modules/attribute/attribute.entity.js';
import type { AttributeValue } from '../../server/modules/attribute/attribute-value.entity.js';
import type { Brand } from '../../server/modules/brand/brand.entity.js';
import type { Menu, MenuType } from '../../server/modules/menu/menu.entity.js';
import type { Setting } from '../../server/modules/settings/setting.entity.js';
import type { Warehouse } from '../../server/modules/warehouse/warehouse.entity.js';
import { enumValue } from '../support/entities.js';
import { TestShop, unique } from '../support/shop.js';
import { staffToken } from '../support/staff.js';

/** Catalogue records the product tests build on, written straight to the database (their own modules are tested elsewhere). */
export interface Catalogue {
  warehouses: { a: number; b: number; off: number };
  colour: { id: number; key: string; red: number; blue: number };
  size: { id: number; key: string; s: number; m: number };
  brand: { id: number; url: string };
  category: { id: number; url: string };
  subcategory: { id: number; url: string };
}

export async function makeCatalogue(shop: TestShop): Promise<Catalogue> {
  const em = shop.em;
  const a = em.create<Warehouse>('Warehouse', { name: unique('Main ') });
  const b = em.create<Warehouse>('Warehouse', { name: unique('Second ') });
  const off = em.create<Warehouse>('Warehouse', { name: unique('Closed '), enabled: false });
  const colour = em.create<Attribute>('Attribute', {
    key: unique('colour_')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_'),
    title: { en_us: 'Colour', zh_hk: '顏色' },
    position: 1,
  });
  const size = em.create<Attribute>('Attribute', {
    key: unique('size_')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_'),
    title: { en_us: 'Size', zh_hk: '尺寸' },
    position: 2,
  });
  const red = em.create<AttributeValue>('AttributeValue', { attribute: colour, code: 'red', label: { en_us: 'Red', zh_hk: '紅色' }, position: 1 });
  const blue = em.create<AttributeValue>('AttributeValue', { attribute: colour, code: 'blue', label: { en_us: 'Blue', zh_hk: '藍色' }, position: 2 });
  const s = em.create<AttributeValue>('AttributeValue', { attribute: size, code: 's', label: { en_us: 'S' }, position: 1 });
  const m = em.create<AttributeValue>('AttributeValue', { attribute: size, code: 'm', label: { en_us: 'M' }, position: 2 });
  const brand = em.create<Brand>('Brand', { url: unique('brand-'), title: { en_us: 'Acme', zh_hk: '極致' } });
  const category = em.create<Menu>('Menu', { type: enumValue<MenuType>('category'), url: unique('cat-'), title: { en_us: 'Clothes', zh_hk: '衣服' } });
  const subcategory = em.create<Menu>('Menu', {
    type: enumValue<MenuType>('category'),
    url: unique('sub-'),
    title: { en_us: 'Shirts', zh_hk: '襯衫' },
    parent: category,
    level: 2,
  });
  await em.flush();
  return {
    warehouses: { a: a.id, b: b.id, off: off.id },
    colour: { id: colour.id, key: colour.key, red: red.id, blue: blue.id },
    size: { id: size.id, key: size.key, s: s.id, m: m.id },
    brand: { id: brand.id, url: brand.url },
    category: { id: category.id, url: category.url },
    subcategory: { id: subcategory.id, url: subcategory.url },
  };
}

/** Sets one settings group's values (merged over what is stored). */
export async function setSettings(shop: TestShop, group: string, values: Record<string, unknown>): Promise<void> {
  const em = shop.em;
  const row = await em.findOne<Setting>('Setting', { group } as never);
  if (row) (row as unknown as { values: Record<string, unknown> }).values = { ...(row as unknown as { values: Record<string, unknown> }).values, ...values };
  else em.create<Setting>('Setting', { group, values } as never);
  await em.flush();
}

/** An admin account whose role lacks `product`, signed in. */
export const adminWithout = (shop: TestShop, token: string): Promise<string> => staffToken(shop, token, ['page']);

export const PRODUCT_FIELDS = `id sku url name description metaTitle metaDescription isNew isFeatured isHot visibled images imageList brandId categories categoriesNames
  stocks { id sku price specialPrice visibled options optionValues { id label attributeKey } allAvailableInventories inventories { id warehouseId warehouseName quantity status availableInventories } }`;
