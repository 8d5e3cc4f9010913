import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { useCart } from '../cart/CartContext';
import { useShopSettings } from '../settings/ShopSettings';
import { cartTools, catalogueTools } from './shop-tools';
import { useAgentTools } from './useAgentTools';
import { useAgentIntl } from './agent-intl';

/**
 * The storefront's WebMCP tools on every page of the layout: search and read products, and, when the
 * shopper may have a cart, add to it, read it, change and remove its lines. They run the screens' own
 * operations through the page's Apollo client and cart, so what an agent does shows on the page.
 * Loaded only when the browser has a model context (ShopLayout).
 */
export default function ShopAgentTools() {
  const intl = useAgentIntl();
  const client = useApolloClient();
  const { language } = useShopSettings();
  const cart = useCart();
  const tools = useMemo(() => {
    if (!intl) return [];
    const scope = { client, intl, language: language ?? null, cart };
    return [...catalogueTools(scope), ...(cart.available ? cartTools(scope) : [])];
  }, [client, intl, language, cart]);
  useAgentTools(tools);
  return null;
}
