import { baseCurrencyOf, currencyDigits, formatConverted, formatMoney } from '../../web/src/ui/money';
import { orderMoney } from '../../web/src/ui/order-money';
import { formatMinorUnits } from '../../web/src/shop/stripe/stripe-js';

/** The shop's default currencies (server/modules/settings/settings.definitions.ts). */
const currencies = [
  { identifier: 'HKD', rate: 1, mark: 'HK$' },
  { identifier: 'USD', rate: 0.128, mark: 'US$' },
  { identifier: 'CNY', rate: 0.92, mark: '¥' },
];
const HKD = currencies[0]!;
const NBSP = '\u00a0';

describe('money as the reader reads it (ui/money.ts)', () => {
  it('groups digits and writes the shop mark in en-US, zh-HK and zh-CN', () => {
    expect(formatMoney('en-US', '27654', HKD)).toBe('HK$27,654.00');
    expect(formatMoney('en-US', '3120.00', HKD)).toBe('HK$3,120.00');
    expect(formatMoney('zh-HK', '27654', HKD)).toBe('HK$27,654.00');
    expect(formatMoney('zh-CN', '27654', HKD)).toBe('HK$27,654.00');
    expect(formatMoney('en-US', '1234567.5', { identifier: 'USD', mark: 'US$' })).toBe('US$1,234,567.50');
    expect(formatMoney('zh-CN', '1234567.5', { identifier: 'CNY', mark: '¥' })).toBe('¥1,234,567.50');
    expect(formatMoney('en-US', 0, HKD)).toBe('HK$0.00');
  });

  it('writes a negative amount (a refund) as the locale does: the minus before the mark', () => {
    expect(formatMoney('en-US', '-120.5', HKD)).toBe('-HK$120.50');
    expect(formatMoney('zh-HK', '-27654', HKD)).toBe('-HK$27,654.00');
    expect(formatMoney('zh-CN', '-0.01', { identifier: 'CNY', mark: '¥' })).toBe('-¥0.01');
  });

  it('keeps every digit of a decimal string (no binary floating point on the way)', () => {
    expect(formatMoney('en-US', '90071992547409.93', HKD)).toBe('HK$90,071,992,547,409.93');
    expect(formatMoney('en-US', '0.07', HKD)).toBe('HK$0.07');
  });

  it('uses the currency’s own decimals (ISO 4217): none for JPY, three for KWD', () => {
    expect(currencyDigits('HKD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatMoney('en-US', '1234', { identifier: 'JPY', mark: '' })).toBe('¥1,234');
    expect(formatMoney('zh-CN', '1234', { identifier: 'JPY', mark: '¥' })).toBe('¥1,234');
    expect(formatMoney('en-US', '1.5', { identifier: 'KWD', mark: 'KD' })).toBe(`KD${NBSP}1.500`);
  });

  it('shows the locale’s symbol for a currency without a mark, and the mark of a code Intl does not know', () => {
    expect(formatMoney('en-US', '5', { identifier: 'USD', mark: '' })).toBe('$5.00');
    expect(formatMoney('zh-HK', '5', { identifier: 'USD', mark: null })).toBe('US$5.00');
    expect(formatMoney('en-US', '5', { identifier: 'POINTS', mark: 'pts' })).toBe(`pts${NBSP}5.00`);
  });

  it('spaces a mark of letters from the digits, as the locale does a currency code', () => {
    expect(formatMoney('en-US', '12', { identifier: 'MYR', mark: 'RM' })).toBe(`RM${NBSP}12.00`);
    expect(formatMoney('en-US', '-12', { identifier: 'MYR', mark: 'RM' })).toBe(`-RM${NBSP}12.00`);
  });

  it('gives the number alone, with 2 decimals, when there is no currency', () => {
    expect(formatMoney('en-US', '27654', null)).toBe('27,654.00');
    expect(formatMoney('zh-HK', '-27654', undefined)).toBe('-27,654.00');
  });
});

describe('price display in a chosen currency (spec section 9)', () => {
  it('multiplies by the rate, then formats', () => {
    expect(formatConverted('en-US', 100, 'USD', currencies, 'HKD')).toBe('US$12.80');
    expect(formatConverted('en-US', '1.005', 'HKD', currencies, 'HKD')).toBe('HK$1.01');
    expect(formatConverted('zh-CN', '10000', 'CNY', currencies, 'HKD')).toBe('¥9,200.00');
  });

  it('falls back to the base currency when none is chosen', () => {
    expect(formatConverted('en-US', 10000, undefined, currencies, 'HKD')).toBe('HK$10,000.00');
  });

  it('uses rate 1 and no mark for an unknown currency', () => {
    expect(formatConverted('en-US', 1000, 'EUR', currencies, 'HKD')).toBe('1,000.00');
  });

  it('knows the base currency of the settings', () => {
    expect(baseCurrencyOf({ baseCurrency: 'HKD', supportedCurrencies: currencies })).toEqual(HKD);
    expect(baseCurrencyOf({ baseCurrency: 'EUR', supportedCurrencies: currencies })).toEqual({ identifier: 'EUR', mark: '' });
    expect(baseCurrencyOf(undefined)).toBeNull();
  });
});

describe('an order’s amounts (ui/order-money.ts)', () => {
  const order = { currency: 'USD', currencyRate: '0.128', currencyMark: 'US$' };

  it('converts base amounts at the order’s rate, takes discounts off, and writes the charged total as it is', () => {
    const money = orderMoney('en-US', order);
    expect(money.money('10000')).toBe('US$1,280.00');
    expect(money.minus('100')).toBe('-US$12.80');
    expect(money.charged('1280.00')).toBe('US$1,280.00');
    expect(orderMoney('zh-HK', order).charged('-1280.00')).toBe('-US$1,280.00');
  });
});

describe('the card page’s amount (minor units)', () => {
  it('reads minor units by the currency’s decimals', () => {
    expect(formatMinorUnits(2765400, 'hkd', 'en-US')).toBe('HK$27,654.00');
    expect(formatMinorUnits(5, 'hkd', 'zh-HK')).toBe('HK$0.05');
    expect(formatMinorUnits(1234, 'jpy', 'en-US')).toBe('¥1,234');
  });
});
