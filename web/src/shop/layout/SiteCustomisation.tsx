import { useEffect } from 'react';
import { useShopSettings } from '../settings/ShopSettings';
import { usePageInjection } from './page-injection';

/**
 * The shop owner's customisation from settings (spec section 3): header scripts into <head>, footer
 * scripts at the end of <body>, the CSS as a <style> tag, and the template variables as CSS custom
 * properties on :root (`--primary_color`, ...). Renders nothing.
 */
export function SiteCustomisation() {
  const { config } = useShopSettings();
  usePageInjection('script_header', config?.scriptHeader, 'head');
  usePageInjection('header_script', config?.headerScript, 'head');
  usePageInjection('css', config?.css, 'head', 'css');
  usePageInjection('script_footer', config?.scriptFooter, 'body');
  usePageInjection('footer_script', config?.footerScript, 'body');

  const variables = config?.templateVariables;
  useEffect(() => {
    if (!variables?.length) return;
    const root = document.documentElement.style;
    const properties = variables
      .filter((variable) => variable.name.trim())
      .map((variable) => [`--${variable.name.trim()}`, variable.value] as const);
    for (const [name, value] of properties) root.setProperty(name, value);
    return () => properties.forEach(([name]) => root.removeProperty(name));
  }, [variables]);

  return null;
}
