import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGE_IDS, messageKey } from '../../../core/message-ids';

/**
 * Issue 20: every text a shopper or an admin can see exists in the three UI languages. Walks the message
 * ids of i18n/, the ids the web app names (literal and by enum value), and the server's user-facing texts
 * (each with its id in core/message-ids.ts, under `common.server.` in i18n/), and fails on any missing in a locale.
 */
const ROOT = process.cwd();
const LOCALES = ['en-US', 'zh-HK', 'zh-CN'] as const;
const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, JSON.parse(readFileSync(join(ROOT, 'i18n', `${locale}.json`), 'utf8'))])) as Record<
  (typeof LOCALES)[number],
  Record<string, string>
>;

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'graphql' ? [] : filesUnder(path, pattern);
    return pattern.test(name) ? [path] : [];
  });
}

function missingIn(ids: Iterable<string>): Record<string, string[]> {
  const missing: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    const absent = [...ids].filter((id) => !catalogues[locale][id]);
    if (absent.length) missing[locale] = absent;
  }
  return missing;
}

/** Enum values of schema.graphql (the values the web turns into `prefix.value` ids). */
function enumValues(name: string): string[] {
  const schema = readFileSync(join(ROOT, 'schema.graphql'), 'utf8');
  const block = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema);
  if (!block) throw new Error(`enum ${name} not in schema.graphql`);
  return block[1]
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[a-z_]+$/.test(line));
}

describe('i18n completeness (issue 20)', () => {
  it('every locale has every message id of the others, none empty', () => {
    const all = new Set(LOCALES.flatMap((locale) => Object.keys(catalogues[locale])));
    expect(missingIn(all)).toEqual({});
  });

  it('every message id the web app names exists in every locale', () => {
    const used = new Set<string>();
    const literal = /['"`]((?:admin|shop|common)\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+)['"`]/g;
    for (const file of filesUnder(join(ROOT, 'web', 'src'), /\.(ts|tsx)$/)) {
      for (const match of readFileSync(file, 'utf8').matchAll(literal)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(300);
    expect(missingIn(used)).toEqual({});
  });

  it('every value of the enums the screens show by id has its message (inventory history types, statuses, sources...)', () => {
    const families: Record<string, string> = {
      InventoryHistoryType: 'admin.product.history.type',
      OrderStatus: 'shop.order.status',
      LeadSource: 'admin.customer.source',
      MailStatus: 'admin.outbox.status',
      PaymentKind: 'admin.payment.kind',
      Permission: 'admin.menu',
      Gender: 'admin.customer.gender',
    };
    const ids = Object.entries(families).flatMap(([name, prefix]) => enumValues(name).map((value) => `${prefix}.${value}`));
    ids.push(...enumValues('OrderStatus').map((value) => `admin.order.status.${value}`));
    expect(missingIn(ids)).toEqual({});
  });

  it('maps every user-facing text of the server to a message id, and every such id exists in every locale', () => {
    // What the server says only to API clients or developers, never shown by a screen.
    const internal = new Set([
      'Facebook',
      'ID',
      'This address takes JSON, not multipart/form-data',
      'This address takes no file',
      'Unreadable multipart body',
      'Unreadable request body',
      'Successfully logged out',
      'Cross-site request refused',
      'The request body is nested too deeply',
      // For operators (the readiness probe, npm run restore) and a code token, not shown to users.
      'This instance is not ready: its version is older than the database schema',
      'The database at DATABASE_URL is not empty: restore into a new, empty database',
      'Field',
    ]);
    const text =
      /(['"])((?:The|This|You|Your|Please|Two|Can't|Quantity|Input|Key|Field|Condition|Operation|Login|Unregistered|Card|ID|Facebook|Internal|These|Choose|Request|Unauthenticated|Cross-site|Unreadable|Successfully)\b[^'"{}`]*?)\1/g;
    const said = new Set<string>();
    for (const file of filesUnder(join(ROOT, 'server'), /\.ts$/)) {
      if (file.includes(`${join('server', 'db')}`)) continue; // the demo shop's content, not messages
      // What the MCP tools say to a model (their descriptions and refusals), never shown by a screen.
      if (file.includes(`${join('server', 'modules', 'mcp')}`)) continue;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const code = line.trim();
        if (/description|summary|^\/\/|^\*|^\/\*|console\.|throw new Error\(|logger|\blog\.(error|warn|info|debug)\(/.test(code)) continue;
        for (const match of code.matchAll(text)) if (!internal.has(match[2])) said.add(match[2]);
      }
    }
    expect(said.size).toBeGreaterThan(60);
    expect([...said].filter((message) => !MESSAGE_IDS[message])).toEqual([]);
    expect(missingIn(Object.values(MESSAGE_IDS).map(messageKey))).toEqual({});
    // The English catalogue says what the server says: the mapping is a translation, not a rewording.
    for (const [message, id] of Object.entries(MESSAGE_IDS)) expect([messageKey(id), catalogues['en-US'][messageKey(id)]]).toEqual([messageKey(id), message]);
    // One id per text: two texts sharing an id would translate one of them wrongly.
    expect(new Set(Object.values(MESSAGE_IDS)).size).toBe(Object.keys(MESSAGE_IDS).length);
  });
});
