import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * DESIGN 3 (Stock): only server/modules/inventory/ writes an inventory quantity; everything else calls
 * its ledger (stock-ledger.ts). A plain scan of the server's sources for the ways a quantity gets
 * written: SQL that updates or inserts inventory rows, and the Inventory entity's `quantity` set by
 * assignment, `em.create(Inventory, {... quantity })`, `new Inventory` or `assign`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const owner = path.join('server', 'modules', 'inventory') + path.sep;

const WRITERS: { name: string; pattern: RegExp }[] = [
  { name: 'SQL update of inventory', pattern: /\bupdate\s+"?inventory"?(?!_)\b/i },
  { name: 'SQL insert into inventory', pattern: /\binsert\s+into\s+"?inventory"?(?!_)\b/i },
  {
    name: 'quantity assigned on an inventory',
    pattern: /\binventor(?:y|ies)\w*(?:\[[^\]]*\]|\([^)]*\))?(?:\.\w+\(\))?\.quantity\s*(?:[-+*/]?=(?!=)|\+\+|--)/i,
  },
  { name: 'Inventory created with a quantity', pattern: /create\(\s*Inventory\s*,[^)]*\bquantity\b/ },
  { name: 'Inventory constructed', pattern: /new\s+Inventory\s*\(/ },
  { name: 'quantity assigned through assign()', pattern: /assign\(\s*\w*inventor\w*\s*,[^)]*\bquantity\b/i },
];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.(ts|tsx|js|mjs|sql)$/.test(entry.name) ? [relative] : [];
  });
}

/** `file:line: writer` for every line that writes an inventory quantity. */
function writersIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => WRITERS.filter((w) => w.pattern.test(line)).map((w) => `${file}:${i + 1}: ${w.name}`));
}

describe('one owner of stock', () => {
  it('no file outside server/modules/inventory/ writes an inventory quantity', () => {
    const found = sources('server')
      .filter((file) => !file.startsWith(owner))
      .flatMap((file) => writersIn(file, readFileSync(path.join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the scan sees the writes of the ledger itself and each kind of writer', () => {
    const ledger = sources(owner.slice(0, -1)).flatMap((file) => writersIn(file, readFileSync(path.join(root, file), 'utf8')));
    expect(ledger.some((line) => line.includes('SQL update of inventory'))).toBe(true);
    expect(ledger.some((line) => line.includes('SQL insert into inventory'))).toBe(true);
    const samples = [
      "await em.execute('update inventory set quantity = 3 where id = ?', [id]);",
      'insert into inventory (stock_id, warehouse_id, quantity) values (?, ?, ?)',
      'inventory.quantity = input.quantity;',
      'stock.inventories[0].quantity += 2;',
      'em.create(Inventory, { stock, warehouse, quantity: 4 });',
      'const row = new Inventory();',
      'Object.assign(inventory, { quantity: 1 });',
    ];
    for (const sample of samples) expect(writersIn('sample', sample)).toHaveLength(1);
    // Reads and history rows are not writes.
    for (const harmless of ['insert into inventory_history (quantity) values (1)', 'if (inventory.quantity === 0) return;', 'select quantity from inventory']) {
      expect(writersIn('sample', harmless)).toEqual([]);
    }
  });
});
