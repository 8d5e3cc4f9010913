import { toSnake } from '../../../common/case.js';
import type { CellInput, SheetData } from '../../import-export/spreadsheet.js';
import type { ReportName } from '../report.service.js';

type Flat = Record<string, CellInput>;

/** A list of plain records as a sheet: a column per scalar field (snake_case as the REST answer names them). */
function sheetOf(name: string, records: readonly object[]): SheetData | null {
  if (!records.length) return null;
  const scalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);
  const keys = Object.keys(records[0]).filter((key) => records.some((r) => scalar((r as Record<string, unknown>)[key])));
  return {
    name,
    columns: keys.map((key) => ({ key: toSnake(key) })),
    rows: records.map((record) => Object.fromEntries(keys.map((key) => [toSnake(key), (record as Record<string, unknown>)[key] as CellInput])) as Flat),
  };
}

/** A group of figures as field and value rows. */
function fieldRows(figures: object): { field: string; value: CellInput }[] {
  return Object.entries(figures).map(([key, value]) => ({ field: toSnake(key), value: value as CellInput }));
}

/**
 * A report's answer as workbook sheets: the summary first (the totals the screen shows), then each of
 * its lists. What the file holds is exactly what the screen showed for the same filter.
 */
export function reportSheets(name: ReportName, report: object): SheetData[] {
  const entries = Object.entries(report as Record<string, unknown>);
  const sheets: (SheetData | null)[] = [];
  const header = entries.filter(([, value]) => typeof value === 'string').map(([key, value]) => ({ field: toSnake(key), value: value as string }));
  const summary = (report as { summary?: object }).summary;
  sheets.push(sheetOf('summary', [...header, ...(summary ? fieldRows(summary) : [])]));
  for (const [key, value] of entries) {
    if (key === 'summary' || value === null || typeof value !== 'object') continue;
    // A list is a sheet of rows; a group of figures (the points, the previous period) a sheet of field and value.
    sheets.push(sheetOf(toSnake(key), Array.isArray(value) ? (value as object[]) : fieldRows(value)));
  }
  const present = sheets.filter((sheet): sheet is SheetData => sheet !== null);
  return present.length ? present : [{ name, columns: [{ key: 'field' }], rows: [] }];
}
