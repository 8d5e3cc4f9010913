import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Issue 46: every amount on every screen and in every e-mail is written by core/money-format.ts
 * (Intl.NumberFormat in the reader's locale; the web app's screens through ui/money.ts). This test reads
 * the web app's source and the server's mail code, and fails on the ways an amount used to be written by
 * hand: a mark glued to a number, a minus typed before an amount, toFixed, a currency format of its own,
 * a mark written into the code.
 */
const ROOT = new URL('../../web/src/', import.meta.url).pathname;
const SERVER = new URL('../../server/', import.meta.url).pathname;
const HELPER = 'ui/money.ts';

const HAND_MADE: { name: string; pattern: RegExp }[] = [
  { name: 'a mark joined to an amount in a template (`${mark} ${amount}`)', pattern: /[mM]ark\b[^}]*\}(?:\s|\\u00a0|&nbsp;)*\$\{/ },
  { name: 'a minus typed before an amount in JSX (-{money(...)}, -<Price/>)', pattern: /(?:^|[>\s:}])-(?:\{|<Price\b)/m },
  {
    name: 'a minus typed before an amount in a template (`-${discount}`)',
    pattern: /`-\$\{[^}]*(?:[Tt]otal|[Aa]mount|[Dd]iscount|[Pp]rice|[Mm]oney|[Cc]redit|[Ff]ee|[Cc]hange)/,
  },
  { name: 'toFixed (decimals chosen by hand)', pattern: /\.toFixed\(/ },
  { name: 'a currency format of its own (Intl style currency)', pattern: /style:\s*['"]currency['"]|currencyDisplay\s*:/ },
  { name: 'react-intl formatNumber or <FormattedNumber> for money', pattern: /formatNumber\([^)]*currency|<FormattedNumber\b[^>]*currency/ },
  { name: 'a currency mark written into the code', pattern: /['"`](?:HK|US|NT|S|A|C)\$/ },
];

/** Hand-made patterns that are not money on a screen, each with its reason. */
const ALLOWED: Record<string, string[]> = {
  // A currency rate's digits for exact arithmetic (the price filter), never shown.
  'shop/catalog/price-range.ts': ['toFixed (decimals chosen by hand)'],
  // The amount of a cash movement sent to the server (`-12.50` for money taken out), never shown.
  'admin/resources/store/pos/SessionControls.tsx': ['a minus typed before an amount in a template (`-${discount}`)'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'graphql' && dir === ROOT ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (a comment may show an example amount). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}()])\/\/.*$/gm, '$1');

describe('no screen and no e-mail formats money by hand (issue 46)', () => {
  const read = (root: string, paths: string[]) => paths.map((path) => ({ file: relative(root, path), code: withoutComments(readFileSync(path, 'utf8')) }));
  const mailFiles = read(SERVER, sourceFiles(SERVER)).filter(({ file }) => /mail/i.test(file));
  const files = [...read(ROOT, sourceFiles(ROOT)), ...mailFiles.map(({ file, code }) => ({ file: `server/${file}`, code }))];

  it('reads the whole web app', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.some(({ file }) => file === HELPER)).toBe(true);
    expect(mailFiles.map(({ file }) => file)).toContain('modules/order/order-mail.ts');
  });

  it('finds every hand-made pattern in the shapes it replaced', () => {
    const caught = (code: string) => HAND_MADE.filter(({ pattern }) => pattern.test(code)).map(({ name }) => name);
    expect(caught('const a = `${order.currencyMark} ${convertAmount(x, 1)}`;')).toHaveLength(1);
    expect(caught('<TableCell>-{money(discount.amount)}</TableCell>')).toHaveLength(1);
    expect(caught('{promotion.name}: -<Price amount={promotion.amount} />')).toHaveLength(1);
    expect(caught('value={`-${quote.discountTotal}`}')).toHaveLength(1);
    expect(caught('return (amount / 100).toFixed(2);')).toHaveLength(1);
    expect(caught("new Intl.NumberFormat(locale, { style: 'currency', currency })")).toHaveLength(1);
    expect(caught("const mark = 'HK$';")).toHaveLength(1);
    expect(caught('<Price amount={subtractMoney(0, promotion.amount)} />')).toHaveLength(0);
  });

  it('finds none outside ui/money.ts', () => {
    const found = files
      .filter(({ file }) => file !== HELPER)
      .flatMap(({ file, code }) =>
        HAND_MADE.filter(({ name, pattern }) => pattern.test(code) && !(ALLOWED[file] ?? []).includes(name)).map(({ name }) => `${file}: ${name}`),
      );
    expect(found).toEqual([]);
  });
});
