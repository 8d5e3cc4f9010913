import { shopModules } from '../../server/modules/shop-modules.js';

/**
 * Each module names the entities of its own that a visitor's storefront page shows (ShopModule
 * onStorefrontPages): a write of one drops the pages kept rendered (server/ssr/page-cache.ts). A module
 * names only its own, so what a page is made of is kept where those entities are.
 */
describe('the entities on storefront pages', () => {
  it.each(shopModules.filter((module) => module.onStorefrontPages?.length).map((module) => [module.name, module] as const))(
    'the %s module names only entities of its own',
    (_name, module) => {
      const own = new Set(module.entities ?? []);
      expect(module.onStorefrontPages!.filter((entity) => !own.has(entity)).map((entity) => entity.name)).toEqual([]);
    },
  );

  it('cover the catalogue, the content and the settings a page is made of, once each', () => {
    const names = shopModules.flatMap((module) => module.onStorefrontPages ?? []).map((entity) => entity.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['Product', 'Stock', 'Inventory', 'ProductCategory', 'Setting', 'Menu', 'Page', 'Block', 'Slider', 'Announcement']),
    );
    // A shopper's own records are on no shared page.
    expect(names).not.toEqual(expect.arrayContaining(['Customer']));
    expect(names.filter((name) => ['Customer', 'Cart', 'ShopOrder'].includes(name))).toEqual([]);
  });
});
