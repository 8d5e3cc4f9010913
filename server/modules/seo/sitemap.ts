import express, { type Request, type Response } from 'express';
import { createContext, type AppContext } from '../../common/context.js';
import type { ModuleHttpDeps } from '../../common/shop-module.js';
import { MenuService } from '../menu/index.js';
import { Page, publishedWhere } from '../page/index.js';
import { BlogArticle, BlogCategory, publishedArticles } from '../blog/index.js';
import { escapeHtml } from './head-html.js';
import { bcp47 } from './storefront-head.js';
import { PRIVATE_PREFIXES, recordPath, type RecordKind } from './storefront-paths.js';
import { run } from '../../common/sql.js';
import { countVisibleProducts, visibleProductsPage } from './seo.sql.js';
import { useLanguage } from '../settings/index.js';
import { AGENT_PATHS } from '../agent-discovery/index.js';

/** The sitemap protocol's limit of URLs per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_MAX_URLS = 50000;

/** The entities a sitemap lists, each in its own files per language. */
const ENTITIES = ['product', 'category', 'page', 'blog_article', 'blog_category'] as const;
type SitemapEntity = (typeof ENTITIES)[number];

interface Entry {
  url: string;
  lastmod: Date;
}

interface Source {
  count(ctx: AppContext): Promise<number>;
  /** One file's worth of rows, in a stable order. */
  rows(ctx: AppContext, offset: number, limit: number): Promise<Entry[]>;
}

const SOURCES: Record<SitemapEntity, Source> = {
  product: {
    count: async (ctx) => Number((await run(ctx.em, countVisibleProducts))[0].n),
    rows: async (ctx, offset, limit) =>
      (await run(ctx.em, visibleProductsPage, [limit, offset])).map((row) => ({ url: row.url, lastmod: new Date(row.updated_at) })),
  },
  category: {
    count: async (ctx) => (await MenuService.of(ctx).visibleCategories()).length,
    rows: async (ctx, offset, limit) =>
      (await MenuService.of(ctx).visibleCategories()).slice(offset, offset + limit).map((menu) => ({ url: menu.url, lastmod: menu.updatedAt })),
  },
  blog_article: {
    count: (ctx) => ctx.em.count(BlogArticle, publishedArticles()),
    rows: async (ctx, offset, limit) =>
      (await ctx.em.find(BlogArticle, publishedArticles(), { orderBy: { id: 'asc' }, offset, limit, fields: ['url', 'updatedAt'] })).map((a) => ({
        url: a.url,
        lastmod: a.updatedAt,
      })),
  },
  blog_category: {
    count: (ctx) => ctx.em.count(BlogCategory, { enabled: true }),
    rows: async (ctx, offset, limit) =>
      (await ctx.em.find(BlogCategory, { enabled: true }, { orderBy: { id: 'asc' }, offset, limit, fields: ['url', 'updatedAt'] })).map((c) => ({
        url: c.url,
        lastmod: c.updatedAt,
      })),
  },
  page: {
    count: (ctx) => ctx.em.count(Page, publishedWhere()),
    rows: async (ctx, offset, limit) =>
      (await ctx.em.find(Page, publishedWhere(), { orderBy: { id: 'asc' }, offset, limit })).map((page) => ({ url: page.url, lastmod: page.updatedAt })),
  },
};

/** The files of one entity: `{entity}-{language}-{n}.xml`, n from 1, as many as its rows need. */
export function sitemapFiles(entity: string, languages: string[], count: number, max = SITEMAP_MAX_URLS): string[] {
  const parts = Math.max(1, Math.ceil(count / max));
  return languages.flatMap((language) => Array.from({ length: parts }, (_, index) => `${entity}-${language}-${index + 1}.xml`));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** robots.txt: the private areas, the sitemap, and the agents' catalogue (Agentic Resource Discovery's `Agentmap:`). */
function robots(base: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    `Agentmap: ${base}${AGENT_PATHS.aiCatalog}`,
    '',
  ].join('\n');
}

/**
 * robots.txt and the sitemaps (issue 15): `/sitemap.xml` is an index naming one file per entity and
 * language (split beyond 50,000 URLs); each file lists the visible records with lastmod and the hreflang
 * alternates of every language. Answers are cached for an hour by clients.
 */
export function seoRoutes({ orm, runtime }: Pick<ModuleHttpDeps, 'orm' | 'runtime'>): express.Router {
  const router = express.Router();
  const base = () => runtime.config.publicUrl.replace(/\/+$/, '');
  const contextOf = (req: Request) => createContext(runtime, orm.em.fork(), req.ip ?? 'unknown', {});
  const send = (res: Response, type: string, body: string) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type(type).send(body);
  };

  router.get('/robots.txt', (_req, res) => send(res, 'text/plain', robots(base())));

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const ctx = contextOf(req);
      const { supportedLanguages } = await useLanguage(ctx);
      const files: string[] = [];
      for (const entity of ENTITIES) files.push(...sitemapFiles(entity, supportedLanguages, await SOURCES[entity].count(ctx)));
      const items = files.map((file) => `<sitemap><loc>${escapeHtml(`${base()}/sitemap/${file}`)}</loc></sitemap>`).join('\n');
      send(res, 'application/xml', `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`);
    } catch (error) {
      next(error);
    }
  });

  router.get('/sitemap/:file', async (req, res, next) => {
    try {
      const match = /^(product|category|page|blog_article|blog_category)-([a-z]{2,3}(?:_[a-z0-9]{2,4})?)-(\d{1,6})\.xml$/.exec(String(req.params.file));
      const ctx = contextOf(req);
      const content = await useLanguage(ctx);
      if (!match || !content.supportedLanguages.includes(match[2]) || Number(match[3]) < 1) {
        res.status(404).type('text/plain').send('Not Found');
        return;
      }
      const [, entity, language, part] = match as unknown as [string, SitemapEntity, string, string];
      const rows = await SOURCES[entity].rows(ctx, (Number(part) - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS);
      const at = (path: string, lang: string) => `${base()}${lang === content.mainLanguage ? path : `${path}?language=${lang}`}`;
      const urls = rows.map((row) => {
        const path = recordPath(entity as RecordKind, row.url);
        const alternates = content.supportedLanguages
          .map((lang) => `<xhtml:link rel="alternate" hreflang="${bcp47(lang)}" href="${escapeHtml(at(path, lang))}"/>`)
          .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(at(path, content.mainLanguage))}"/>`);
        return `<url><loc>${escapeHtml(at(path, language))}</loc><lastmod>${row.lastmod.toISOString()}</lastmod>${alternates.join('')}</url>`;
      });
      send(
        res,
        'application/xml',
        `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
    } catch (error) {
      next(error);
    }
  });
  return router;
}
