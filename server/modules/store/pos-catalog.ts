import { Field, Int, ObjectType } from 'type-graphql';
import type { AppContext } from '../../common/context.js';
import { NotFoundError } from '../../common/errors.js';
import { translate, useLanguage, type Translations } from '../../common/translations.js';
import { absoluteImages } from '../media/media.storage.js';

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
  const [store]: { warehouse_id: number }[] = await ctx.em.execute('select warehouse_id from store where id = ?', [storeId]);
  if (!store) throw new NotFoundError();
  const word = (keyword ?? '').trim().toLowerCase();
  const where: string[] = ['s.visibled', 'p.visibled'];
  const params: unknown[] = [store.warehouse_id];
  if (word) {
    where.push(`(lower(s.sku) = ? or p.search_text like ?)`);
    params.push(word, `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  }
  if (categoryId) {
    where.push('exists (select 1 from product_category pc where pc.product_id = p.id and pc.category_id = ?)');
    params.push(categoryId);
  }
  const rows: {
    stock_id: number;
    product_id: number;
    sku: string;
    name: Translations;
    price: string;
    available: number;
    image: string | null;
    labels: Translations[];
  }[] = await ctx.em.execute(
    `select s.id as stock_id, p.id as product_id, s.sku, p.name, coalesce(s.special_price, s.price)::text as price, coalesce(i.quantity, 0) as available,
         p.images->>0 as image,
         (select coalesce(json_agg(v.label order by a.position, a.id, v.id), '[]') from stock_option so
            join attribute_value v on v.id = so.attribute_value_id join attribute a on a.id = v.attribute_id where so.stock_id = s.id) as labels
       from stock s join product p on p.id = s.product_id left join inventory i on i.stock_id = s.id and i.warehouse_id = ?
       where ${where.join(' and ')}
       order by ${word ? 'lower(s.sku) = ? desc, ' : ''}coalesce(i.quantity, 0) > 0 desc, p.id desc, s.id limit ${LIMIT}`,
    word ? [...params, word] : params,
  );
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
  const rows: { id: number; title: Translations }[] = await ctx.em.execute(
    `select id, title from menu where type = 'category' and enabled order by sort_order, id limit 100`,
  );
  return rows.map((r) => ({ id: r.id, title: translate(r.title, language, mainLanguage) }));
}

/** Customers by phone, e-mail or name (at most 10). */
export async function posCustomers(ctx: AppContext, keyword: string): Promise<PosCustomer[]> {
  const word = keyword.trim().toLowerCase();
  if (!word) return [];
  const like = `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const rows: { id: number; first_name: string; last_name: string; email: string; phone: string | null }[] = await ctx.em.execute(
    `select id, first_name, last_name, email, phone from customer
     where email like ? or phone like ? or lower(first_name || ' ' || last_name) like ? order by id desc limit 10`,
    [like, like, like],
  );
  return rows.map((r) => ({ id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, phone: r.phone }));
}
