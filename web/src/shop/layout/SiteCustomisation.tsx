import { useEffect } from 'react';
import { useShopSettings } from '../settings/ShopSettings';
import { usePageInjection } from './page-injection';

/**
 * The shop owner's customisation from settings (spec section 3): the CSS as a <style> tag and the
 * template variables as CSS custom properties on :root (`--primary_color`, ...). Renders nothing. The
 * header and footer scripts are not run from here: the server writes them into the page it serves,
 * with the nonce of that response's Content-Security-Policy (server/shop-page.ts), so they run once
 * per page load and no page script ever turns settings text into code.
 */
export function SiteCustomisation() {
  const { config } = useShopSettings();
  usePageInjection('css', config?.css, 'head');

  const variables = config?.templateVariables;
  useEffect(() => {
    if (!variables?.length) return;
    const root = document.documentElement.style;
    const properties = variables.filter((variable) => variable.name.trim()).map((variable) => [`--${variable.name.trim()}`, variable.value] as const);
    for (const [name, value] of properties) root.setProperty(name, value);
    return () => properties.forEach(([name]) => root.removeProperty(name));
  }, [variables]);

  return null;
}
