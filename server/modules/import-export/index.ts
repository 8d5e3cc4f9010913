import type { ShopModule } from '../../common/shop-module.js';

export const importExportModule: ShopModule = {
  name: 'import-export',
};

// Public face: what other modules use.
export { FileDownload, ImportResult } from './import-export.types.js';
export { importRows } from './import-runner.js';
export { SheetError, parseFlag, parseId, parseIds } from './sheet-values.js';
export { buildWorkbook, fileDownload, moneyFormat, readSheet, readUploadedFile } from './spreadsheet.js';
export type { CellInput, SheetColumn, SheetData, SheetRow } from './spreadsheet.js';
