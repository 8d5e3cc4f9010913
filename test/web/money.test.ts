import { formatMoney } from '../../web/src/ui/money';

const currencies = [
  { identifier: 'HKD', rate: 1, mark: 'HK$' },
  { identifier: 'USD', rate: 0.128, mark: 'US$' },
];

describe('price display (spec section 9)', () => {
  it('shows mark, a space, amount times rate with 2 decimals', () => {
    expect(formatMoney(100, 'USD', currencies, 'HKD')).toBe('US$ 12.80');
    expect(formatMoney('1.005', 'HKD', currencies, 'HKD')).toBe('HK$ 1.01');
  });

  it('falls back to the base currency when none is chosen', () => {
    expect(formatMoney(10, undefined, currencies, 'HKD')).toBe('HK$ 10.00');
  });

  it('uses rate 1 and an empty mark for an unknown currency', () => {
    expect(formatMoney(10, 'EUR', currencies, 'HKD')).toBe(' 10.00');
  });
});
