import type { AppContext } from '../../common/context.js';
import { SharedCache } from '../../common/shared-cache.js';
import { translate } from '../../common/translations.js';
import { MenuService, MenuType } from '../menu/index.js';
import { Page, publishedWhere } from '../page/index.js';
import { readSettingsGroup, useLanguage } from '../settings/index.js';
import { StoreService } from '../store/index.js';

/** A link of the outline: its text and the storefront path it names. */
export interface OutlineLink {
  title: string;
  path: string;
}

/** What an agent is told about the shop before it reads a page: its name, where things are, in one language. */
export interface ShopOutline {
  name: string;
  /** The content language of the texts (the shop's main language). */
  language: string;
  categories: OutlineLink[];
  pages: OutlineLink[];
  stores: { name: string; address: string }[];
}

/** At most this many pages are listed: llms.txt is a summary, the sitemap lists every page. */
const MAX_PAGES = 50;

/**
 * The outline is read by agents and crawlers, who may ask often: it is kept for an hour (as clients are
 * told to) and dropped at once when anything it is made of is written.
 */
const outlines = new SharedCache<ShopOutline>(['Setting', 'Menu', 'Page', 'Store'], 3_600_000, 1);

/** The shop's outline in its main language: top categories of the menu, published pages, enabled stores. */
export function shopOutline(ctx: AppContext): Promise<ShopOutline> {
  return outlines.get(ctx.em, 'outline', async () => {
    const basic = await readSettingsGroup(ctx.em, 'basic');
    const content = await useLanguage(ctx, basic.mainLanguage);
    const t = (map: Record<string, string> | null | undefined) => translate(map, content.language, content.mainLanguage);
    const [tree, pages, stores] = await Promise.all([
      MenuService.of(ctx).publicTree(content.language),
      ctx.em.find(Page, publishedWhere(), { orderBy: { id: 'asc' }, limit: MAX_PAGES }),
      StoreService.of(ctx).storefront(content.language),
    ]);
    return {
      name: basic.name,
      language: content.language,
      categories: tree
        .filter((node) => node.type === MenuType.category)
        .map((node) => ({ title: node.title, path: `/category/${encodeURIComponent(node.url)}` })),
      pages: pages.map((page) => ({ title: t(page.title) || page.url, path: `/page/${encodeURIComponent(page.url)}` })),
      stores: stores.map((store) => ({ name: t(store.name), address: t(store.address) })),
    };
  });
}
