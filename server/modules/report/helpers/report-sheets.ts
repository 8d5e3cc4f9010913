import { toSnake } from '../../../common/case.js';
import type { CellInput, SheetData } from '../../import-export/index.js';
import type { ReportName } from '../report.service.js';

type Flat = Record<string, CellInput>;

/** An amount of the report (base currency): a decimal string with its cents; never a code or a name of digits. */
const AMOUNT = /^-?\d+\.\d{2}$/;
const TEXT_KEYS = /sku|name|label|title|period|code|email|phone|from|^to$|currency/i;

/** A report's value as its sheet holds it: an amount of money as a number in the currency's format (issue 46). */
function cellOf(key: string, value: unknown, money: string | undefined): CellInput {
  if (money && typeof value === 'string' && AMOUNT.test(value) && !TEXT_KEYS.test(key)) return { amount: value, format: money };
  return value as CellInput;
}

/** A list of plain records as a sheet: a column per scalar field (snake_case as the REST answer names them). */
function sheetOf(name: string, records: readonly object[], money?: string): SheetData | null {
  if (!records.length) return null;
  const scalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
  const keys = Object.keys(records[0]).filter((key) => records.some((r) => scalar((r as Record<string, unknown>)[key])));
  return {
    name,
    columns: keys.map((key) => ({ key: toSnake(key) })),
    rows: records.map(
      (record) =>
        Object.fromEntries(
          keys.map((key) => {
            const value = (record as Record<string, unknown>)[key];
            // A field and value row (the summary) is an amount by its field's name.
            const field = key === 'value' ? String((record as Record<string, unknown>).field ?? '') : key;
            return [toSnake(key), cellOf(field, value, money)];
          }),
        ) as Flat,
    ),
  };
}

/** A group of figures as field and value rows. */
function fieldRows(figures: object): { field: string; value: CellInput }[] {
  return Object.entries(figures).map(([key, value]) => ({ field: toSnake(key), value: value as CellInput }));
}

/**
 * A report's answer as workbook sheets: the summary first (the totals the screen shows), then each of
 * its lists. What the file holds is exactly what the screen showed for the same filter; amounts are
 * numbers in `money`'s number format (moneyFormat: the base currency's mark, grouped digits).
 */
export function reportSheets(name: ReportName, report: object, money?: string): SheetData[] {
  const entries = Object.entries(report as Record<string, unknown>);
  const sheets: (SheetData | null)[] = [];
  const header = entries.filter(([, value]) => typeof value === 'string').map(([key, value]) => ({ field: toSnake(key), value: value as string }));
  const summary = (report as { summary?: object }).summary;
  sheets.push(sheetOf('summary', [...header, ...(summary ? fieldRows(summary) : [])], money));
  for (const [key, value] of entries) {
    if (key === 'summary' || value === null || typeof value !== 'object') continue;
    // A list is a sheet of rows; a group of figures (the points, the previous period) a sheet of field and value.
    sheets.push(sheetOf(toSnake(key), Array.isArray(value) ? (value as object[]) : fieldRows(value), money));
  }
  const present = sheets.filter((sheet): sheet is SheetData => sheet !== null);
  return present.length ? present : [{ name, columns: [{ key: 'field' }], rows: [] }];
}
