import type { AppContext } from '../../common/context.js';
import { readSettingsGroup } from '../settings/settings.store.js';

export interface OrderCurrency {
  identifier: string;
  rate: string;
  mark: string;
}

/** The chosen currency when the shop supports it, else the base currency (rate 1). */
export async function orderCurrency(ctx: AppContext, wanted?: string | null): Promise<OrderCurrency> {
  const settings = await readSettingsGroup(ctx.em, 'currency');
  const found =
    settings.supportedCurrencies.find((c) => c.identifier === wanted) ?? settings.supportedCurrencies.find((c) => c.identifier === settings.baseCurrency);
  if (!found) return { identifier: settings.baseCurrency, rate: '1', mark: '' };
  const identifier = found.identifier === settings.baseCurrency ? settings.baseCurrency : found.identifier;
  return { identifier, rate: identifier === settings.baseCurrency ? '1' : String(found.rate), mark: found.mark ?? '' };
}
