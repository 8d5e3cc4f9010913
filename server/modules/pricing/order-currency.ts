import type { AppContext } from '../../common/context.js';
import { readSettingsGroup } from '../settings/index.js';

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

/** The shop's enabled currencies, the base currency first (rate 1), as orders take them. */
export async function acceptedCurrencies(em: AppContext['em']): Promise<OrderCurrency[]> {
  const settings = await readSettingsGroup(em, 'currency');
  const base = settings.supportedCurrencies.find((c) => c.identifier === settings.baseCurrency);
  const others = settings.supportedCurrencies.filter((c) => c.identifier !== settings.baseCurrency);
  return [
    { identifier: settings.baseCurrency, rate: '1', mark: base?.mark ?? '' },
    ...others.map((c) => ({ identifier: c.identifier, rate: String(c.rate), mark: c.mark ?? '' })),
  ];
}
