import type { AppContext } from '../../common/context.js';
import { isGraphQLNotFound } from './not-found.js';
import { translate, type ContentLanguage, type Translations } from '../../common/translations.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { catalogue, mailLocale } from '../../mail/mail-templates.js';
import { MenuService } from '../menu/index.js';
import { PageService } from '../page/index.js';
import { BlogArticleService, BlogCategoryService } from '../blog/index.js';
import { SharedCache } from '../../common/shared-cache.js';
import { PRODUCT_SOURCES, type ProductCard, ProductStorefrontService } from '../product/index.js';
import { SEARCH_KEYWORD_PATTERN } from '../../../core/messages.js';
import { readSettingsGroup, useLanguage } from '../settings/index.js';
import { mediaUrl } from '../media/index.js';
import { breadcrumbHtml, breadcrumbLd, escapeHtml, plainText, type Crumb, type PageMeta } from './head-html.js';
import { matchPath, recordPath, type RecordKind } from './storefront-paths.js';
import { redirectTarget, type RedirectKind } from '../url-redirect/index.js';

export type Resolution = { kind: 'page'; meta: PageMeta } | { kind: 'redirect'; status: 301 | 302; location: string };

/** en_us -> en-US (hreflang and <html lang>). */
export function bcp47(language: string): string {
  const [lang, region] = language.split('_');
  return region ? `${lang}-${region.toUpperCase()}` : lang;
}

/** What one answer knows: its language, the shop's name and base address, and how to make its links. */
export interface HeadScope {
  ctx: AppContext;
  content: ContentLanguage;
  base: string;
  siteName: string;
  currency: string;
  logo: string | null;
  messages: Record<string, string>;
  /** Absolute URL of `path` in `language` (the main language has no parameter). */
  url(path: string, language?: string): string;
  /** A path in this answer's language (links inside the summary). */
  link(path: string): string;
}

type Built = Omit<PageMeta, 'lang' | 'canonical' | 'alternates' | 'siteName'> & { path: string };
type HeadBuilder = (scope: HeadScope, key: string) => Promise<Built | undefined>;

const message = (scope: HeadScope, id: string, values: Record<string, string> = {}) =>
  (scope.messages[id] ?? id).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

function cardsHtml(scope: HeadScope, cards: ProductCard[]): string {
  if (!cards.length) return '';
  const items = cards.map((card) => {
    const price = card.specialPrice ?? card.price;
    return `<li><a href="${escapeHtml(scope.link(recordPath('product', card.url)))}">${escapeHtml(card.name)}</a>${price ? ` <span>${escapeHtml(scope.currency)} ${escapeHtml(price)}</span>` : ''}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

const home: HeadBuilder = async (scope) => {
  const [menus, cards] = await Promise.all([
    MenuService.of(scope.ctx).publicTree(scope.content.language),
    ProductStorefrontService.of(scope.ctx).widget({ type: 'new', limit: 12 }, scope.content.language),
  ]);
  const categories = menus.filter((m) => m.type === 'category' && m.displayInDesktop);
  const nav = categories.map((m) => `<li><a href="${escapeHtml(scope.link(recordPath('category', m.url)))}">${escapeHtml(m.title)}</a></li>`).join('');
  const description = [scope.siteName, categories.map((m) => m.title).join(', ')].filter(Boolean).join(': ');
  return {
    path: '/',
    title: scope.siteName,
    description,
    ogType: 'website',
    image: scope.logo,
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'Organization', name: scope.siteName, url: scope.url('/'), ...(scope.logo ? { logo: scope.logo } : {}) },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: scope.siteName,
        url: scope.url('/'),
        potentialAction: { '@type': 'SearchAction', target: `${scope.base}/search/{search_term_string}`, 'query-input': 'required name=search_term_string' },
      },
    ],
    body: `<h1>${escapeHtml(scope.siteName)}</h1>${nav ? `<nav><ul>${nav}</ul></nav>` : ''}${cardsHtml(scope, cards)}`,
  };
};

const product: HeadBuilder = async (scope, key) => {
  const item = await ProductStorefrontService.of(scope.ctx).product(key, scope.content.language);
  const path = recordPath('product', item.url);
  const category = item.categories[0];
  const crumbs: Crumb[] = [
    { name: message(scope, 'shop.seo.home'), href: scope.url('/') },
    ...(category ? [{ name: category.title, href: scope.url(recordPath('category', category.url)) }] : []),
    { name: item.name, href: scope.url(path) },
  ];
  const price = item.specialPrice ?? item.price;
  const image = item.imageList[0] ?? null;
  const description = item.metaDescription || plainText(item.description, 160) || item.name;
  const offers = price
    ? {
        '@type': 'Offer',
        url: scope.url(path),
        price,
        priceCurrency: scope.currency,
        availability: item.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      }
    : undefined;
  return {
    path,
    title: item.metaTitle || item.name,
    description,
    ogType: 'product',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: item.name,
        sku: item.sku,
        description: plainText(item.description, 5000) || undefined,
        image: item.imageList,
        url: scope.url(path),
        ...(item.brand ? { brand: { '@type': 'Brand', name: item.brand.title } } : {}),
        ...(offers ? { offers } : {}),
      },
      breadcrumbLd(crumbs),
    ],
    body: [
      breadcrumbHtml(crumbs, message(scope, 'shop.seo.breadcrumb')),
      `<h1>${escapeHtml(item.name)}</h1>`,
      // Its box is kept before the picture arrives (product pictures are square): nothing below it moves.
      image
        ? `<img src="${escapeHtml(image)}" alt="${escapeHtml(item.name)}" width="400" height="400" style="max-width:100%;height:auto;object-fit:contain">`
        : '',
      price ? `<p>${escapeHtml(scope.currency)} ${escapeHtml(price)}</p>` : '',
      `<div>${item.description}</div>`,
    ].join(''),
  };
};

const category: HeadBuilder = async (scope, key) => {
  const menu = await MenuService.of(scope.ctx).publicByUrl(key, scope.content.language);
  if (menu.type !== 'category') return undefined;
  const cards = await ProductStorefrontService.of(scope.ctx).category({ url: menu.url, page: 1, perPage: 24 }, scope.content.language);
  const path = recordPath('category', menu.url);
  const crumbs: Crumb[] = [
    { name: message(scope, 'shop.seo.home'), href: scope.url('/') },
    ...menu.parentRecursive.map((c) => ({ name: c.title, href: scope.url(recordPath('category', c.url)) })),
    { name: menu.title, href: scope.url(path) },
  ];
  return {
    path,
    title: menu.metaTitle || menu.title,
    description: menu.metaDescription || menu.shortDescription || menu.title,
    ogType: 'website',
    image: menu.imagePath ?? scope.logo,
    jsonLd: [breadcrumbLd(crumbs)],
    body: [
      breadcrumbHtml(crumbs, message(scope, 'shop.seo.breadcrumb')),
      `<h1>${escapeHtml(menu.title)}</h1>`,
      menu.shortDescription ? `<p>${escapeHtml(menu.shortDescription)}</p>` : '',
      cardsHtml(scope, cards.items),
    ].join(''),
  };
};

const page: HeadBuilder = async (scope, key) => {
  const row = await PageService.of(scope.ctx).published(key, scope.content.language);
  const t = (map: Translations) => translate(map, scope.content.language, scope.content.mainLanguage);
  const title = t(row.title);
  const content = t(row.content);
  return {
    path: recordPath('page', row.url),
    title: t(row.metaTitle) || title,
    description: t(row.metaDescription) || plainText(content, 160) || title,
    ogType: 'article',
    image: scope.logo,
    jsonLd: [],
    body: `<article><h1>${escapeHtml(title)}</h1>${sanitizeRichText(content)}</article>`,
  };
};

const search: HeadBuilder = async (scope, key) => {
  const found = await ProductStorefrontService.of(scope.ctx).search({ keyword: key, page: 1, perPage: 24 }, scope.content.language);
  const title = message(scope, 'shop.search.title', { keyword: key });
  return {
    path: recordPath('search', key),
    title: `${title} - ${scope.siteName}`,
    description: title,
    ogType: 'website',
    image: scope.logo,
    jsonLd: [],
    noindex: true,
    body: `<h1>${escapeHtml(title)}</h1>${cardsHtml(scope, found.items)}`,
  };
};

const article: HeadBuilder = async (scope, key) => {
  const row = await BlogArticleService.of(scope.ctx).published(key, scope.content.language);
  const t = (map: Translations) => translate(map, scope.content.language, scope.content.mainLanguage);
  const title = t(row.title);
  const content = sanitizeRichText(t(row.content));
  const path = recordPath('blog_article', row.url);
  const image = mediaUrl(scope.ctx, row.image) ?? scope.logo;
  return {
    path,
    title: t(row.metaTitle) || title,
    description: t(row.metaDescription) || t(row.summary) || plainText(content, 160) || title,
    ogType: 'article',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: title,
        description: t(row.summary) || undefined,
        image: image ? [image] : undefined,
        datePublished: row.publishedAt?.toISOString(),
        dateModified: row.updatedAt.toISOString(),
        author: row.author ? { '@type': 'Person', name: row.author } : undefined,
        publisher: { '@type': 'Organization', name: scope.siteName, ...(scope.logo ? { logo: { '@type': 'ImageObject', url: scope.logo } } : {}) },
        mainEntityOfPage: scope.url(path),
      },
    ],
    body: `<article><h1>${escapeHtml(title)}</h1>${row.author ? `<p>${escapeHtml(row.author)}</p>` : ''}${content}</article>`,
  };
};

const blogCategory: HeadBuilder = async (scope, key) => {
  const row = await BlogCategoryService.of(scope.ctx).published(key, scope.content.language);
  const t = (map: Translations) => translate(map, scope.content.language, scope.content.mainLanguage);
  const articles = await BlogArticleService.of(scope.ctx).ofCategory(row.id, 1, 10);
  const title = t(row.title);
  const links = articles.items
    .map((a) => `<li><a href="${escapeHtml(scope.link(recordPath('blog_article', a.url)))}">${escapeHtml(t(a.title))}</a></li>`)
    .join('');
  return {
    path: recordPath('blog_category', row.url),
    title: t(row.metaTitle) || title,
    description: t(row.metaDescription) || plainText(t(row.description), 160) || title,
    ogType: 'website',
    image: scope.logo,
    jsonLd: [],
    body: `<h1>${escapeHtml(title)}</h1>${links ? `<ul>${links}</ul>` : ''}`,
  };
};

/** Builders per record kind. */
const BUILDERS: Partial<Record<RecordKind, HeadBuilder>> = { product, category, page, search, blog_article: article, blog_category: blogCategory };

/**
 * Heads per kind, language and url, as every visitor gets them (the storefront's speed budget: a product
 * page's p95 under 20 ms at concurrency 10; a kept page answered without a query). Dropped whenever
 * what they are made of is saved (the catalogue, pages, blog, settings, old urls); a stock taken by an
 * order writes its history row, which counts. The TTL bounds what SQL-only writes leave. A record not
 * found is not kept (its old url is looked up each time), nor is a search's head.
 */
const heads = new SharedCache<Built | undefined>([...PRODUCT_SOURCES, 'Page', 'BlogArticle', 'BlogCategory', 'Setting', 'UrlRedirect'], 60_000, 5000);

const keptHead = (scope: HeadScope, kind: RecordKind | 'home', key: string, builder: HeadBuilder) =>
  heads.get(scope.ctx.em, `${kind}\n${scope.content.language}\n${key}`, () => builder(scope, key));

/**
 * What every head takes from three settings groups, merged once per settings change (and, like the
 * settings themselves, at most 5 s old across instances) instead of three group reads per answer.
 */
const shopIdentity = new SharedCache<{ name: string; currency: string; logo: string | null }>(['Setting'], 5_000, 1);

const readShopIdentity = (ctx: AppContext) =>
  shopIdentity.get(ctx.em, 'shop', async () => {
    const [basic, images, currency] = await Promise.all([
      readSettingsGroup(ctx.em, 'basic'),
      readSettingsGroup(ctx.em, 'image'),
      readSettingsGroup(ctx.em, 'currency'),
    ]);
    return { name: basic.name, currency: currency.baseCurrency, logo: images.logo || null };
  });

async function scopeOf(ctx: AppContext, requested: string | undefined): Promise<HeadScope> {
  const [content, shop] = await Promise.all([useLanguage(ctx, requested), readShopIdentity(ctx)]);
  const base = ctx.runtime.config.publicUrl.replace(/\/+$/, '');
  const withLanguage = (path: string, language: string) => (language === content.mainLanguage ? path : `${path}?language=${encodeURIComponent(language)}`);
  return {
    ctx,
    content,
    base,
    siteName: shop.name,
    currency: shop.currency,
    logo: mediaUrl(ctx, shop.logo),
    messages: catalogue(mailLocale(content.language)),
    url: (path, language = content.language) => `${base}${withLanguage(path, language)}`,
    link: (path) => withLanguage(path, content.language),
  };
}

/**
 * Finished heads of shared (cached) builds: a product's build is kept per language and url until what it
 * is made of (settings included) is written, so its canonical and alternates are made once, not per
 * request; the same PageMeta object then lets the page writer reuse its rendered HTML (shop-page.ts).
 */
const finished = new WeakMap<Built, PageMeta>();

function finish(scope: HeadScope, built: Built): PageMeta {
  let meta = finished.get(built);
  if (!meta) {
    meta = finishAnew(scope, built);
    finished.set(built, meta);
  }
  return meta;
}

function finishAnew(scope: HeadScope, built: Built): PageMeta {
  const { path, ...rest } = built;
  const languages = scope.content.supportedLanguages;
  return {
    ...rest,
    lang: bcp47(scope.content.language),
    canonical: scope.url(path),
    alternates: [
      ...languages.map((language) => ({ hreflang: bcp47(language), href: scope.url(path, language) })),
      { hreflang: 'x-default', href: scope.url(path, scope.content.mainLanguage) },
    ],
    siteName: scope.siteName,
  };
}

/** The path kinds whose records keep old urls. */
const REDIRECTABLE: RecordKind[] = ['product', 'category', 'page', 'blog_article', 'blog_category'];

/**
 * The first answer of a storefront path: its head and readable summary, or a redirect. Unknown paths
 * and missing, hidden or disabled records go home (302); an old url of a record answers 301 to its
 * current one. `/search?keyword=` is the header's search box sent as a plain GET form (before the page's
 * JavaScript has run, or without it): 302 to the keyword's results page, home when the keyword breaks
 * the search rule.
 */
export async function resolveStorefront(ctx: AppContext, path: string, requested: string | undefined, keyword?: string): Promise<Resolution> {
  const scope = await scopeOf(ctx, requested);
  const home302: Resolution = { kind: 'redirect', status: 302, location: scope.link('/') };
  if (path === '/search') {
    const searched = keyword?.trim();
    return searched && SEARCH_KEYWORD_PATTERN.test(searched)
      ? { kind: 'redirect', status: 302, location: scope.link(recordPath('search', searched)) }
      : home302;
  }
  const match = matchPath(path);
  if (match.kind === 'unknown') return home302;
  if (match.kind === 'home') return { kind: 'page', meta: finish(scope, (await keptHead(scope, 'home', '', home))!) };
  if (match.kind === 'static' || match.kind === 'app') {
    const title = match.titleId ? `${message(scope, match.titleId)} - ${scope.siteName}` : scope.siteName;
    const built: Built = {
      path,
      title,
      description: scope.siteName,
      ogType: 'website',
      image: scope.logo,
      jsonLd: [],
      body: `<h1>${escapeHtml(title)}</h1>`,
      noindex: true,
    };
    return { kind: 'page', meta: finish(scope, built) };
  }
  const builder = BUILDERS[match.kind];
  const key = match.key!;
  let built: Built | undefined;
  try {
    // A search's head is made each time: its key is whatever a visitor types (the kept heads are records').
    built = !builder ? undefined : match.kind === 'search' ? await builder(scope, key) : await keptHead(scope, match.kind, key, builder);
  } catch (error) {
    if (!isGraphQLNotFound(error)) throw error;
  }
  if (built) return { kind: 'page', meta: finish(scope, built) };
  if (REDIRECTABLE.includes(match.kind)) {
    const target = await redirectTarget(ctx.em, match.kind as RedirectKind, key);
    if (target && target !== key) return { kind: 'redirect', status: 301, location: scope.link(recordPath(match.kind, target)) };
  }
  return home302;
}
