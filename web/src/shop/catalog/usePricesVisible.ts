import { useShopperToken } from '../auth/shopper-session';
import { useShopSettings } from '../settings/ShopSettings';

/**
 * Spec section 4: pricing is visible if member_only is off or the shopper is signed in. The server
 * already leaves prices out for visitors in member-only mode; this keeps the page from showing a price
 * it still holds from before a logout.
 */
export function usePricesVisible(): boolean {
  const { config } = useShopSettings();
  const token = useShopperToken();
  return !config?.memberOnly || Boolean(token);
}
