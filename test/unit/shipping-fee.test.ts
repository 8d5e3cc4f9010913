import { shippingFee } from '../../server/modules/shipping/shipping.service.js';

/** Unit tests of the fee rules (no server): decimal strings in, a decimal string out. */
describe('shippingFee', () => {
  const standard = {
    fee: '30.00',
    freeAbove: '500.00',
    countryFees: [
      { country: 'USA', fee: '120.00' },
      { country: 'MAC', fee: '45.5' },
    ],
  };

  it('charges the flat fee, normalised to two decimals', () => {
    expect(shippingFee({ fee: '30', countryFees: [] }, { country: 'HKG', subtotal: '10.00' })).toBe('30.00');
    expect(shippingFee(standard, { country: 'HKG', subtotal: '100.00' })).toBe('30.00');
    expect(shippingFee(standard, { country: null, subtotal: '100.00' })).toBe('30.00');
  });

  it('is free from the threshold on: 499.99 pays, 500.00 and above do not', () => {
    expect(shippingFee(standard, { country: 'HKG', subtotal: '499.99' })).toBe('30.00');
    expect(shippingFee(standard, { country: 'HKG', subtotal: '500.00' })).toBe('0.00');
    expect(shippingFee(standard, { country: 'HKG', subtotal: '500' })).toBe('0.00');
    expect(shippingFee(standard, { country: 'HKG', subtotal: '12345678.90' })).toBe('0.00');
  });

  it('the destination country fee replaces the flat fee', () => {
    expect(shippingFee(standard, { country: 'USA', subtotal: '100.00' })).toBe('120.00');
    expect(shippingFee(standard, { country: 'MAC', subtotal: '0' })).toBe('45.50');
    expect(shippingFee(standard, { country: 'JPN', subtotal: '100.00' })).toBe('30.00');
  });

  it('the free threshold applies to country fees too', () => {
    expect(shippingFee(standard, { country: 'USA', subtotal: '499.99' })).toBe('120.00');
    expect(shippingFee(standard, { country: 'USA', subtotal: '500.00' })).toBe('0.00');
  });

  it('without a threshold it is never free; a zero fee stays zero', () => {
    expect(shippingFee({ fee: '60.00', freeAbove: null, countryFees: [] }, { country: 'HKG', subtotal: '99999.00' })).toBe('60.00');
    expect(shippingFee({ fee: '0', countryFees: [] }, { country: 'HKG', subtotal: '1.00' })).toBe('0.00');
  });

  it('compares money exactly (no float rounding at the boundary)', () => {
    // 0.1 + 0.2 style trouble: 300.30 must reach a 300.30 threshold exactly.
    expect(shippingFee({ fee: '10.00', freeAbove: '300.30', countryFees: [] }, { country: 'HKG', subtotal: '300.30' })).toBe('0.00');
    expect(shippingFee({ fee: '10.00', freeAbove: '300.30', countryFees: [] }, { country: 'HKG', subtotal: '300.29' })).toBe('10.00');
  });
});
