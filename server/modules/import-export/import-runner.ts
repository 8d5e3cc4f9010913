import { GraphQLError } from 'graphql';
import type { AppContext } from '../../common/context.js';
import { ValidationError } from '../../common/errors.js';
import type { SheetRow } from './spreadsheet.js';
import type { ImportResult, ImportRowError } from './import-export.types.js';

/**
 * Imports rows one by one, each on its own: a row's handler does its whole write in one flush (one
 * transaction), so a refused row leaves nothing behind and the rows before and after it still count.
 * A ValidationError becomes that row's `messages` (field names mapped back to the sheet's columns by
 * `columnOf`); any other typed error (not found, conflict) is reported on the row as `row`; an
 * unexpected error stops the import (it is a defect, not bad data).
 */
export async function importRows(
  ctx: AppContext,
  rows: SheetRow[],
  handler: (row: SheetRow) => Promise<void>,
  columnOf: (field: string) => string = (field) => field,
): Promise<ImportResult> {
  let imported = 0;
  const errors: ImportRowError[] = [];
  for (const row of rows) {
    try {
      await handler(row);
      imported += 1;
      // Each row starts from an empty unit of work: a flush never re-checks the rows before it.
      ctx.em.clear();
      ctx.loaders.clearAll();
    } catch (error) {
      // The failed row's entities must not ride along with the next row's flush.
      ctx.em.clear();
      ctx.loaders.clearAll();
      if (error instanceof ValidationError) {
        const messages: Record<string, string> = {};
        for (const [field, text] of Object.entries(error.fields)) {
          const column = columnOf(field);
          if (!(column in messages)) messages[column] = text;
        }
        errors.push({ row: row.row, messages });
      } else if (error instanceof GraphQLError && error.extensions?.code && error.extensions.code !== 'INTERNAL_SERVER_ERROR') {
        errors.push({ row: row.row, messages: { row: error.message } });
      } else {
        throw error;
      }
    }
  }
  return { imported, errors };
}
