import { codeBase, generateProductCode, nextFreeCode, stockSku, timeDigits } from '../../server/modules/product/helpers/product-codes.js';
import { compareMoney, normaliseMoney, optionalMoney } from '../../server/common/money.js';

describe('product codes (unit)', () => {
  const at = new Date(1_700_001_234_000); // Unix seconds ...1234

  it('transliterates, lowercases and hyphenates the name, at most 15 characters', () => {
    expect(codeBase('Summer Dress')).toBe('summer-dress');
    expect(codeBase('  A  very long product name indeed ')).toBe('a-very-long-pro');
    expect(codeBase('夏季連衣裙')).toBe('xia-ji-lian-yi');
    expect(codeBase('Café Crème!!')).toBe('cafe-creme');
    expect(codeBase('abcdefghijklmn-opq')).toBe('abcdefghijklmn');
    expect(codeBase('***')).toBe('product');
    expect(codeBase('')).toBe('product');
  });

  it('adds the last four digits of the time', () => {
    expect(timeDigits(at)).toBe('1234');
    expect(timeDigits(new Date(1_700_000_007_000))).toBe('0007');
    expect(generateProductCode('Summer Dress', at)).toBe('summer-dress-1234');
    expect(generateProductCode('紅色 T恤', at)).toBe('hong-se-txu-1234');
  });

  it('names stock skus {sku}-stock{n} and finds a free code', () => {
    expect(stockSku('summer-dress-1234', 2)).toBe('summer-dress-1234-stock2');
    expect(nextFreeCode('a-1234', new Set())).toBe('a-1234');
    expect(nextFreeCode('a-1234', new Set(['a-1234', 'a-1234-2']))).toBe('a-1234-3');
  });

  it('keeps money as exact decimal strings', () => {
    expect(normaliseMoney('199')).toBe('199.00');
    expect(normaliseMoney('0199.5')).toBe('199.50');
    expect(optionalMoney('')).toBeNull();
    expect(optionalMoney(null)).toBeNull();
    expect(compareMoney('0.10', '0.09')).toBe(1);
    expect(compareMoney('10', '10.00')).toBe(0);
  });
});
