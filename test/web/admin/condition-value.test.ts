import { jsonOf, textOf } from '../../../web/src/admin/resources/promotion/ConditionValueField';

describe('promotion condition values typed by their type (stored as the contract JSON)', () => {
  it('writes ids, codes, an amount and a quantity as the server reads them', () => {
    expect(jsonOf('12, 7,', { key: 'ids', list: 'ids' })).toBe('{"ids":[12,7]}');
    expect(jsonOf('12, x', { key: 'ids', list: 'ids' })).toBe('{"ids":["12","x"]}');
    expect(jsonOf('hkd, USD', { key: 'codes', list: 'codes' })).toBe('{"codes":["HKD","USD"]}');
    expect(jsonOf(' 100.50 ', { key: 'amount' })).toBe('{"amount":"100.50"}');
    expect(jsonOf('3', { key: 'quantity' })).toBe('{"quantity":3}');
    expect(jsonOf('', { key: 'amount' })).toBe('{}');
  });

  it('shows a stored value as text, and nothing for unreadable JSON', () => {
    expect(textOf('{"ids":[1,2]}', 'ids')).toBe('1, 2');
    expect(textOf('{"amount":"20"}', 'amount')).toBe('20');
    expect(textOf('not json', 'ids')).toBe('');
  });
});
