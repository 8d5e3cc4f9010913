import type { ApolloClient } from '@apollo/client';
import type { IntlShape } from 'react-intl';
import { SearchProductsDocument, StorefrontProductDocument, type StorefrontProductQuery } from '../../graphql/shop/graphql';
import { searchKeyword } from '../../ui/validation/rules';
import type { Cart, useCart } from '../cart/CartContext';
import { answer, refusal, type AgentTool, type AgentToolResult } from './model-context';

type CartState = ReturnType<typeof useCart>;
type Product = StorefrontProductQuery['storefrontProduct'];

/** What the tools share: the page's Apollo client (the screens' cache), its language, its texts and the cart. */
export interface ShopToolsScope {
  client: ApolloClient;
  /** The tools' own texts (agent-intl.ts). */
  intl: IntlShape;
  language: string | null;
  cart: CartState;
}

/** An `agents.*` text in the reader's language (agent-intl.ts). */
export const agentText = (intl: IntlShape, id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `agents.${id}` }, values);

const keywordRule = searchKeyword();
const PER_PAGE = 24;

/** Rich text as plain text (a product's description), shortened: what an agent reads, not markup. */
function plain(html: string, max = 1000): string {
  const text = (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const integer = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined);

/** The cart as an agent reads it: lines with their ids (update and remove take them), coupons and totals. */
export function cartSummary(cart: Cart | undefined) {
  if (!cart) return { itemCount: 0, lines: [], coupons: [], totals: null };
  return {
    itemCount: cart.itemCount,
    lines: cart.items.map((item) => ({
      lineId: item.id,
      stockId: item.stockId,
      productName: item.productName,
      productUrl: item.productUrl,
      sku: item.sku,
      options: item.options,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: item.lineTotal,
      available: item.availableInventories,
    })),
    coupons: cart.coupons,
    promotions: cart.promotions.map((promotion) => ({ name: promotion.name, amount: promotion.amount })),
    totals: cart.totals,
  };
}

/** A product's options (stocks) with their labels, price and what can be bought: what add_to_cart chooses from. */
function productOptions(product: Product) {
  const labels = new Map(product.attributes.flatMap((attribute) => attribute.values.map((value) => [value.id, `${attribute.title}: ${value.label}`] as const)));
  return product.stocks.map((stock) => ({
    stockId: stock.id,
    sku: stock.sku,
    options: stock.options.map((id) => labels.get(id) ?? String(id)),
    price: stock.price,
    specialPrice: stock.specialPrice,
    buyable: stock.allAvailableInventories,
  }));
}

/** The product page's own query (the same cache): undefined when no visible product has the url. */
async function readProduct(scope: ShopToolsScope, url: string): Promise<Product | undefined> {
  try {
    const { data } = await scope.client.query({ query: StorefrontProductDocument, variables: { url, language: scope.language } });
    return data?.storefrontProduct;
  } catch {
    return undefined;
  }
}

/** A cart write through the cart's own functions: the cart after it, or the reason it was refused. */
async function cartChange(scope: ShopToolsScope, change: (onFailure: (message: string) => void) => Promise<boolean>): Promise<AgentToolResult> {
  let failure = '';
  const done = await change((message) => (failure = message));
  return done ? answer(cartSummary(scope.cart.latest())) : refusal(failure || agentText(scope.intl, 'cartRefused'));
}

/** Catalogue tools: search and read a product (read only). */
export function catalogueTools(scope: ShopToolsScope): AgentTool[] {
  const t = (id: string) => agentText(scope.intl, id);
  return [
    {
      name: 'search_products',
      title: t('search.title'),
      description: t('search.description'),
      inputSchema: {
        type: 'object',
        properties: {
          keyword: { type: 'string', description: t('search.keyword'), minLength: 1, maxLength: 100 },
          page: { type: 'integer', description: t('search.page'), minimum: 1 },
          inStock: { type: 'boolean', description: t('search.inStock') },
        },
        required: ['keyword'],
      },
      annotations: { readOnlyHint: true },
      execute: async (input) => {
        const keyword = typeof input.keyword === 'string' ? input.keyword.trim() : '';
        if (!keywordRule.isValidSync(keyword)) return refusal(t('search.invalid'));
        const page = integer(input.page) ?? 1;
        const { data } = await scope.client.query({
          query: SearchProductsDocument,
          variables: { input: { keyword, page, perPage: PER_PAGE, inStock: input.inStock === true }, language: scope.language },
        });
        const found = data!.searchProducts;
        return answer({
          keyword,
          page,
          totalItems: found.totalItems,
          products: found.items.map((item) => ({
            name: item.name,
            url: item.url,
            page: `/product/${encodeURIComponent(item.url)}`,
            price: item.price,
            specialPrice: item.specialPrice,
            available: item.available,
          })),
        });
      },
    },
    {
      name: 'get_product',
      title: t('product.title'),
      description: t('product.description'),
      inputSchema: { type: 'object', properties: { url: { type: 'string', description: t('product.url'), minLength: 1 } }, required: ['url'] },
      annotations: { readOnlyHint: true },
      execute: async (input) => {
        const product = typeof input.url === 'string' ? await readProduct(scope, input.url.trim()) : undefined;
        if (!product) return refusal(t('product.notFound'));
        return answer({
          name: product.name,
          url: product.url,
          sku: product.sku,
          price: product.priceVisible ? product.price : null,
          specialPrice: product.priceVisible ? product.specialPrice : null,
          available: product.available,
          brand: product.brand?.title ?? null,
          categories: product.categories.map((category) => category.title),
          description: plain(product.description ?? ''),
          options: productOptions(product),
        });
      },
    },
  ];
}

/** Cart tools: add, read, change and remove lines, through the cart the header and the cart page show. */
export function cartTools(scope: ShopToolsScope): AgentTool[] {
  const t = (id: string) => agentText(scope.intl, id);
  const quantity = { type: 'integer', description: t('cart.quantity'), minimum: 1 };
  const lineId = { type: 'integer', description: t('cart.lineId') };
  return [
    {
      name: 'add_to_cart',
      title: t('add.title'),
      description: t('add.description'),
      inputSchema: {
        type: 'object',
        properties: {
          productUrl: { type: 'string', description: t('add.productUrl'), minLength: 1 },
          stockId: { type: 'integer', description: t('add.stockId') },
          quantity,
        },
        required: ['productUrl', 'quantity'],
      },
      execute: async (input) => {
        const product = typeof input.productUrl === 'string' ? await readProduct(scope, input.productUrl.trim()) : undefined;
        if (!product) return refusal(t('product.notFound'));
        const count = integer(input.quantity);
        if (!count || count < 1) return refusal(t('cart.badQuantity'));
        const wanted = integer(input.stockId);
        const stock = wanted === undefined && product.stocks.length === 1 ? product.stocks[0] : product.stocks.find((s) => s.id === wanted);
        if (!stock) return refusal(`${t('add.chooseOption')} ${JSON.stringify(productOptions(product))}`);
        return cartChange(scope, (onFailure) => scope.cart.add(stock.id, count, onFailure));
      },
    },
    {
      name: 'get_cart',
      title: t('getCart.title'),
      description: t('getCart.description'),
      inputSchema: { type: 'object', properties: {} },
      annotations: { readOnlyHint: true },
      execute: async () => answer(cartSummary(scope.cart.latest() ?? scope.cart.cart)),
    },
    {
      name: 'update_cart_line',
      title: t('updateLine.title'),
      description: t('updateLine.description'),
      inputSchema: { type: 'object', properties: { lineId, quantity }, required: ['lineId', 'quantity'] },
      annotations: { idempotentHint: true },
      execute: async (input) => {
        const id = integer(input.lineId);
        const count = integer(input.quantity);
        if (id === undefined) return refusal(t('cart.noLine'));
        if (!count || count < 1) return refusal(t('cart.badQuantity'));
        return cartChange(scope, (onFailure) => scope.cart.update(id, count, onFailure));
      },
    },
    {
      name: 'remove_cart_line',
      title: t('removeLine.title'),
      description: t('removeLine.description'),
      inputSchema: { type: 'object', properties: { lineId }, required: ['lineId'] },
      annotations: { destructiveHint: true, idempotentHint: true },
      execute: async (input) => {
        const id = integer(input.lineId);
        if (id === undefined) return refusal(t('cart.noLine'));
        return cartChange(scope, (onFailure) => scope.cart.remove(id, onFailure));
      },
    },
  ];
}
