/**
 * Money as decimal strings (numeric(12,2) in the database, never a float): '199' and '199.5' become
 * '199.00' and '199.50', so an answer shows what the database holds and a spreadsheet round-trips.
 */
export function normaliseMoney(value: string): string {
  const [whole, fraction = ''] = value.trim().split('.');
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  return `${digits}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/** A money field of an input: empty means none (null). */
export function optionalMoney(value: string | null | undefined): string | null {
  return value === null || value === undefined || value.trim() === '' ? null : normaliseMoney(value);
}

/** Compares two decimal strings of at most two decimals exactly (no float). */
export function compareMoney(a: string, b: string): number {
  const cents = (v: string) => BigInt(normaliseMoney(v).replace('.', ''));
  const d = cents(a) - cents(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** What a stock sells for: the special price when set, else the price. */
export function effectivePrice(stock: { price: string; specialPrice?: string | null }): string {
  return stock.specialPrice ?? stock.price;
}
