import { Field, Int, ObjectType } from 'type-graphql';
import type { AppContext } from '../../common/context.js';
import { NotFoundError } from '../../common/errors.js';
import { translate } from '../../common/translations.js';
import { absoluteImages } from '../media/index.js';
import { run } from '../../common/sql.js';
import { posCategoriesSql, posCustomersSql, posProductsSql, storeWarehouseSql, type PosCustomerRow } from './store.sql.js';
import { useLanguage } from '../settings/index.js';

@ObjectType({ description: "A stock on the selling screen: its price and what the store's warehouse holds" })
export class PosProduct {
  @Field(() => Int) stockId!: number;
  @Field(() => Int) productId!: number;
  @Field(() => String) sku!: string;
  @Field(() => String) name!: string;
  @Field(() => String) options!: string;
  @Field(() => String, { description: 'The special price when set' }) price!: string;
  @Field(() => Int, { description: "Units in the store's warehouse" }) available!: number;
  @Field(() => String, { nullable: true }) image!: string | null;
}

@ObjectType()
export class PosCategory {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
}

@ObjectType()
export class PosCustomer {
  @Field(() => Int) id!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
}

export const posCustomerOf = (row: PosCustomerRow): PosCustomer => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
});

const LIMIT = 48;

/**
 * The selling screen's products in ONE statement: by keyword (name or sku; a scanned sku matches exactly
 * and comes first) or by category, with the quantity in the store's warehouse; what the store holds comes first.
 */
export async function posProducts(
  ctx: AppContext,
  storeId: number,
  keyword: string | null | undefined,
  categoryId: number | null | undefined,
): Promise<PosProduct[]> {
  const { language, mainLanguage } = await useLanguage(ctx);
  const [store] = await run(ctx.em, storeWarehouseSql, [storeId]);
  if (!store) throw new NotFoundError();
  const word = (keyword ?? '').trim().toLowerCase();
  const params: unknown[] = [store.warehouse_id];
  if (word) params.push(word, `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  if (categoryId) params.push(categoryId);
  if (word) params.push(word);
  const rows = await run(ctx.em, posProductsSql({ word: Boolean(word), category: Boolean(categoryId) }), [...params, LIMIT]);
  return rows.map((r) => ({
    stockId: r.stock_id,
    productId: r.product_id,
    sku: r.sku,
    name: translate(r.name, language, mainLanguage),
    options: r.labels.map((l) => translate(l, language, mainLanguage)).join(' / '),
    price: r.price,
    available: Number(r.available),
    image: r.image ? absoluteImages(ctx, [r.image])[0] : null,
  }));
}

/** The product tiles' categories: enabled category menus, in menu order. */
export async function posCategories(ctx: AppContext): Promise<PosCategory[]> {
  const { language, mainLanguage } = await useLanguage(ctx);
  const rows = await run(ctx.em, posCategoriesSql);
  return rows.map((r) => ({ id: r.id, title: translate(r.title, language, mainLanguage) }));
}

/** Customers by phone, e-mail or name (at most 10). */
export async function posCustomers(ctx: AppContext, keyword: string): Promise<PosCustomer[]> {
  const word = keyword.trim().toLowerCase();
  if (!word) return [];
  const like = `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows = await run(ctx.em, posCustomersSql, [like, like, like]);
  return rows.map(posCustomerOf);
}
