import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env.js';
import { createContext } from '../../common/context.js';
import { Attribute } from '../../modules/attribute/attribute.entity.js';
import { AttributeValue } from '../../modules/attribute/attribute-value.entity.js';
import { Brand } from '../../modules/brand/brand.entity.js';
import { storageFor } from '../../storage/index.js';
import { appendOrder } from '../../modules/menu/menu-order.js';
import { Menu, MenuType } from '../../modules/menu/menu.entity.js';
import { ProductService } from '../../modules/product/product.service.js';
import { Product } from '../../modules/product/product.entity.js';
import type { ProductInput } from '../../modules/product/product.inputs.js';
import { readSettingsGroup, writeSettingsGroup } from '../../modules/settings/settings.store.js';
import { Warehouse } from '../../modules/warehouse/warehouse.entity.js';
import { DEMO_ATTRIBUTES, DEMO_BRANDS, DEMO_CATEGORIES, DEMO_COLOURS, DEMO_LINKS, DEMO_WAREHOUSES, type WarehouseKey } from './catalogue-data.js';
import { DEMO_PRODUCTS, type DemoProduct } from './catalogue-products.js';
import { demoPicture } from './png.js';

/** Demo pictures live here, under fixed names: /uploads/demo/<product url>-<colour>.png. */
export const DEMO_IMAGE_FOLDER = 'demo';

/**
 * The demo catalogue (catalogue-data.ts, catalogue-products.ts): warehouses, brands, attributes,
 * categories and menu links, the product settings, then the products with their pictures, stocks and
 * inventories. Each part looks up what is already there by its natural key (warehouse name, brand url,
 * attribute key and value code, menu type and url, product sku) and adds only what is missing, so
 * seeding twice changes nothing.
 *
 * Products go through the product service (an import of one row with both languages' texts), so they
 * are exactly what the back office would have written: search_text, stock skus ({sku}-stock{n}) and a
 * history row ('+N stock', type plus) for every initial inventory.
 */
export async function seedDemoCatalogue(em: EntityManager, config: AppConfig): Promise<void> {
  const warehouses = await seedWarehouses(em);
  const brands = await seedBrands(em);
  const values = await seedAttributes(em);
  const categories = await seedMenus(em);
  await em.flush();
  await seedProductSettings(em, warehouses.get('kwun-tong')!);
  await seedProducts(em, config, { warehouses, brands, values, categories });
}

async function seedWarehouses(em: EntityManager): Promise<Map<WarehouseKey, Warehouse>> {
  const existing = await em.find(Warehouse, { name: { $in: DEMO_WAREHOUSES.map((w) => w.name) } }, { orderBy: { id: 'asc' } });
  const result = new Map<WarehouseKey, Warehouse>();
  for (const data of DEMO_WAREHOUSES) {
    const warehouse = existing.find((w) => w.name === data.name) ?? em.create(Warehouse, { name: data.name, address: data.address, enabled: true });
    result.set(data.key, warehouse);
  }
  return result;
}

async function seedBrands(em: EntityManager): Promise<Map<string, Brand>> {
  const existing = new Map((await em.find(Brand, { url: { $in: DEMO_BRANDS.map((b) => b.url) } })).map((b) => [b.url, b]));
  for (const data of DEMO_BRANDS) {
    if (existing.has(data.url)) continue;
    existing.set(
      data.url,
      em.create(Brand, {
        url: data.url,
        enabled: true,
        title: { ...data.title },
        shortDescription: { ...data.shortDescription },
        description: { ...data.description },
      }),
    );
  }
  return existing;
}

/** Answers the attribute values by `key:code` (colour:red, size:m). */
async function seedAttributes(em: EntityManager): Promise<Map<string, AttributeValue>> {
  const attributes = await em.find(Attribute, { key: { $in: DEMO_ATTRIBUTES.map((a) => a.key) } }, { populate: ['values'] });
  const result = new Map<string, AttributeValue>();
  for (const data of DEMO_ATTRIBUTES) {
    const attribute: Attribute =
      attributes.find((a) => a.key === data.key) ?? em.create(Attribute, { key: data.key, title: { ...data.title }, position: data.position });
    const current = attribute.values.isInitialized() ? attribute.values.getItems() : [];
    data.values.forEach((valueData, position) => {
      let value = current.find((v) => v.code === valueData.code);
      if (!value) {
        value = em.create(AttributeValue, { attribute: attribute as never, code: valueData.code, label: { ...valueData.label }, position });
        attribute.values.add(value);
      }
      result.set(`${data.key}:${valueData.code}`, value);
    });
  }
  return result;
}

/** The category tree (two levels) and the link items; answers the categories by url. */
async function seedMenus(em: EntityManager): Promise<Map<string, Menu>> {
  const urls = DEMO_CATEGORIES.flatMap((c) => [c.url, ...c.children.map((child) => child.url)]);
  const result = new Map((await em.find(Menu, { type: MenuType.category, url: { $in: urls } })).map((m) => [m.url, m]));
  const topLevel = (await em.find(Menu, { parent: null })).map((m) => ({ id: m.id, order: m.order }));
  const addTop = () => {
    const order = appendOrder(topLevel);
    topLevel.push({ id: 0, order });
    return order;
  };
  for (const data of DEMO_CATEGORIES) {
    let parent = result.get(data.url);
    if (!parent) {
      parent = em.create(Menu, {
        type: MenuType.category,
        url: data.url,
        title: { ...data.title },
        shortDescription: { ...data.shortDescription },
        metaTitle: { ...data.title },
        metaDescription: { ...data.shortDescription },
        level: 1,
        order: addTop(),
      });
      result.set(data.url, parent);
    }
    const siblings = parent.id ? (await em.find(Menu, { parent: parent.id })).map((m) => ({ id: m.id, order: m.order })) : [];
    for (const child of data.children) {
      if (result.has(child.url)) continue;
      const order = appendOrder(siblings);
      siblings.push({ id: 0, order });
      result.set(
        child.url,
        em.create(Menu, {
          type: MenuType.category,
          url: child.url,
          parent: parent as never,
          title: { ...child.title },
          shortDescription: { ...child.shortDescription },
          metaTitle: { ...child.title },
          metaDescription: { ...child.shortDescription },
          level: 2,
          order,
        }),
      );
    }
  }
  const links = new Set((await em.find(Menu, { type: MenuType.link, url: { $in: DEMO_LINKS.map((l) => l.url) } })).map((m) => m.url));
  for (const link of DEMO_LINKS) {
    if (!links.has(link.url)) em.create(Menu, { type: MenuType.link, url: link.url, title: { ...link.title }, level: 1, order: addTop() });
  }
  return result;
}

/**
 * Where the storefront sells from: every enabled warehouse (warehouse_enabled off), with Kwun Tong as
 * the shop's warehouse for when an admin turns the restriction on. An admin's choice is left alone.
 */
async function seedProductSettings(em: EntityManager, main: Warehouse): Promise<void> {
  const current = await readSettingsGroup(em, 'product');
  if (current.warehouseId == null) await writeSettingsGroup(em, 'product', { warehouseId: main.id, warehouseEnabled: false });
}

/** A small deterministic pseudo-random number from 0 to n-1 (stock levels differ, but every seed is alike). */
function pick(seed: string, n: number): number {
  let h = 2166136261;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return (h >>> 0) % n;
}

/** Quantities of one stock in Kwun Tong and Tsuen Wan: mostly some of each, sometimes none in one or both. */
function stockLevels(product: DemoProduct, stockKey: string): [number, number] {
  if (product.soldOut) return [0, 0];
  const kind = pick(`${stockKey}:kind`, 10);
  const amount = (where: string) => 2 + pick(`${stockKey}:${where}`, 38);
  if (kind === 0) return [0, 0]; // this option is sold out
  if (kind === 1) return [0, amount('tw')]; // only in Tsuen Wan
  if (kind === 2) return [amount('kt'), 0]; // only in Kwun Tong
  return [amount('kt'), amount('tw')];
}

/** Writes a product's pictures (one per colour) unless they are there; answers their upload paths. */
async function demoImages(config: AppConfig, product: DemoProduct): Promise<string[]> {
  const storage = storageFor(config);
  const paths: string[] = [];
  for (const code of product.colours) {
    const key = `uploads/${DEMO_IMAGE_FOLDER}/${product.url}-${code}.png`;
    if (!(await storage.stat(key))) {
      const colour = DEMO_COLOURS.find((c) => c.code === code)!;
      await storage.put(key, demoPicture(colour.rgb, product.shape), { contentType: 'image/png' });
    }
    paths.push(`/${key}`);
  }
  return paths;
}

const money = (hkd: number) => hkd.toFixed(2);

interface CatalogueRefs {
  warehouses: Map<WarehouseKey, Warehouse>;
  brands: Map<string, Brand>;
  values: Map<string, AttributeValue>;
  categories: Map<string, Menu>;
}

async function seedProducts(em: EntityManager, config: AppConfig, refs: CatalogueRefs): Promise<void> {
  const existing = new Set((await em.find(Product, { sku: { $in: DEMO_PRODUCTS.map((p) => p.sku) } }, { fields: ['sku'] })).map((p) => p.sku));
  const missing = DEMO_PRODUCTS.filter((p) => !existing.has(p.sku));
  if (!missing.length) return;
  // The product service on the seed's own transaction, as no one in particular (history admin name '').
  const ctx = createContext({ config, tokenSecret: new Uint8Array() }, em, '127.0.0.1', {});
  const service = ProductService.of(ctx);
  const kwunTong = refs.warehouses.get('kwun-tong')!;
  const tsuenWan = refs.warehouses.get('tsuen-wan')!;
  for (const product of missing) {
    const sizes = product.sizes.length ? product.sizes : [null];
    const stocks = product.colours.flatMap((colour) =>
      sizes.map((size, sizeIndex) => {
        const stockKey = `${product.sku}:${colour}:${size ?? '-'}`;
        const [kt, tw] = stockLevels(product, stockKey);
        const extra = (product.sizeStep ?? 0) * sizeIndex;
        return {
          price: money(product.price + extra),
          specialPrice: product.specialPrice != null ? money(product.specialPrice + extra) : null,
          options: [refs.values.get(`colour:${colour}`)!.id, ...(size ? [refs.values.get(`size:${size}`)!.id] : [])],
          inventories: [
            { warehouseId: kwunTong.id, quantity: kt },
            { warehouseId: tsuenWan.id, quantity: tw },
          ],
        };
      }),
    );
    const description = { en_us: `<p>${product.description.en_us}</p>`, zh_hk: `<p>${product.description.zh_hk}</p>` };
    const input = {
      sku: product.sku,
      url: product.url,
      name: product.name.en_us,
      description: description.en_us,
      metaTitle: `${product.name.en_us} | Harbour Lane Store`,
      metaDescription: product.description.en_us,
      isNew: product.isNew ?? false,
      isFeatured: product.isFeatured ?? false,
      isHot: product.isHot ?? false,
      visibled: true,
      images: await demoImages(config, product),
      categories: [refs.categories.get(product.category)!.id],
      brandId: refs.brands.get(product.brand)!.id,
      stocks,
    } as unknown as ProductInput;
    await service.importOne(null, input, {
      name: { zh_hk: product.name.zh_hk },
      description: { zh_hk: description.zh_hk },
      metaTitle: { zh_hk: `${product.name.zh_hk}｜港灣里小店` },
      metaDescription: { zh_hk: product.description.zh_hk },
    });
  }
}
