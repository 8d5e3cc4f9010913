import ExcelJS from 'exceljs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { BadRequestError, fieldError } from '../../common/errors.js';
import { MESSAGES } from '../../common/validation/rules.js';
import type { FileDownload } from './import-export.types.js';

/**
 * Generic .xlsx reading and writing (exceljs) for the back office's import and export of any entity
 * (spec section 9: user and product; customers reuse it for theirs). An entity module describes its
 * columns and turns records into rows and rows into inputs; this file knows nothing of any entity.
 *
 * Sheet layout: row 1 holds the column keys (snake_case, as the REST contract names the fields), every
 * further non-empty row is one record. Every cell is written as text, so what is exported is read back
 * exactly (prices keep their decimals, skus of digits stay text, Chinese text is UTF-8 in the XML).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const MAX_IMPORT_ROWS = 1000;
export const IMPORT_LIMIT_MESSAGE = 'The data can only import 1000 records at a time';
export const UNREADABLE_FILE_MESSAGE = 'The file must be an .xlsx spreadsheet.';
/** An import file is read into memory: a sheet of 1000 products is far below this. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/**
 * An amount of money in a sheet: a number (a spreadsheet adds and charts it) shown with the currency's
 * number format (`moneyFormat`); Excel or LibreOffice then writes its digits in the reader's own locale.
 */
export interface MoneyCell {
  amount: string;
  format: string;
}

export type CellInput = string | number | boolean | MoneyCell | null | undefined;

const isMoneyCell = (value: CellInput): value is MoneyCell => typeof value === 'object' && value !== null && 'amount' in value;

/**
 * The number format of amounts in a currency: its mark in quotes, digits grouped by thousands, its decimals
 * (2 for HKD), the minus before the mark: `"HK$"#,##0.00;-"HK$"#,##0.00`.
 */
export function moneyFormat(mark: string, decimals = 2): string {
  const digits = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  const prefix = mark ? `"${mark.replace(/"/g, '')}"` : '';
  return `${prefix}${digits};-${prefix}${digits}`;
}

export interface SheetColumn {
  /** The header text of the column, and the key of the row values. */
  key: string;
  width?: number;
}

export interface SheetData {
  name: string;
  columns: SheetColumn[];
  rows: Record<string, CellInput>[];
}

/** One data row of a sheet: its number as the spreadsheet shows it (header = 1) and its texts by column. */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

const cellText = (value: Exclude<CellInput, MoneyCell>): string =>
  value === null || value === undefined ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value);

/** An .xlsx file with one sheet per entry; every value stored as text, but amounts of money (MoneyCell) as numbers. */
export async function buildWorkbook(sheets: SheetData[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.columns = sheet.columns.map((column) => ({ header: column.key, key: column.key, width: column.width ?? 18, style: { numFmt: '@' } }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      const added = worksheet.addRow(
        Object.fromEntries(
          sheet.columns.map((column) => {
            const value = row[column.key];
            return [column.key, isMoneyCell(value) ? Number(value.amount) : cellText(value)];
          }),
        ),
      );
      sheet.columns.forEach((column, index) => {
        const value = row[column.key];
        if (isMoneyCell(value)) added.getCell(index + 1).numFmt = value.format;
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file answer of an export. */
export function fileDownload(filename: string, data: Buffer, contentType = XLSX_CONTENT_TYPE): FileDownload {
  return { filename, contentType, content: data.toString('base64') };
}

/** Any exceljs cell value as the text a person sees (rich text joined, formulas by their result). */
function readCell(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const record = value as unknown as Record<string, unknown>;
    if (Array.isArray(record.richText)) return (record.richText as { text: string }[]).map((part) => part.text).join('');
    if ('result' in record) return readCell(record.result as ExcelJS.CellValue);
    if (typeof record.text === 'string') return record.text;
    if ('error' in record) return '';
    return '';
  }
  return String(value);
}

/**
 * The data rows of the first sheet (or the named one), keyed by the header texts of row 1. Empty rows
 * are skipped. More than maxRows data rows refuse the whole file with the spec's message, on `field`.
 */
export async function readSheet(data: Buffer, options: { field?: string; maxRows?: number; sheet?: string } = {}): Promise<SheetRow[]> {
  const field = options.field ?? 'file';
  const maxRows = options.maxRows ?? MAX_IMPORT_ROWS;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw fieldError(field, UNREADABLE_FILE_MESSAGE);
  }
  const worksheet = options.sheet ? workbook.getWorksheet(options.sheet) : workbook.worksheets[0];
  if (!worksheet) throw fieldError(field, UNREADABLE_FILE_MESSAGE);
  const headers: string[] = [];
  worksheet.getRow(1).eachCell({ includeEmpty: true }, (cell, column) => {
    headers[column] = readCell(cell.value).trim();
  });
  const rows: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    let filled = false;
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const key = headers[column];
      if (!key) return;
      const text = readCell(cell.value);
      values[key] = text;
      if (text.trim() !== '') filled = true;
    });
    if (filled) rows.push({ row: rowNumber, values });
  });
  if (rows.length > maxRows) throw fieldError(field, IMPORT_LIMIT_MESSAGE);
  return rows;
}

/** The bytes of an uploaded import file (multipart), with the spec's messages for a missing one. */
export async function readUploadedFile(upload: Promise<FileUpload> | FileUpload | null | undefined, field = 'file'): Promise<Buffer> {
  if (!upload) throw fieldError(field, MESSAGES.required);
  let file: FileUpload & { truncated?: boolean };
  try {
    file = await upload;
  } catch {
    throw new BadRequestError('The upload could not be read.');
  }
  if (!file || typeof file.createReadStream !== 'function') throw fieldError(field, MESSAGES.required);
  if (file.truncated) throw fieldError(field, UNREADABLE_FILE_MESSAGE);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of file.createReadStream()) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > MAX_IMPORT_BYTES) throw fieldError(field, UNREADABLE_FILE_MESSAGE);
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof Error && 'extensions' in error) throw error;
    throw new BadRequestError('The upload could not be read.');
  }
  if (size === 0) throw fieldError(field, MESSAGES.required);
  return Buffer.concat(chunks);
}
