import { MESSAGES } from '../../common/validation/rules.js';

/** A cell that does not hold what its column takes: the row is refused with the message on that column. */
export class SheetError extends Error {
  constructor(
    readonly column: string,
    message: string = MESSAGES.noSpecific,
  ) {
    super(message);
  }
}

export function parseFlag(value: string | undefined, column: string): boolean | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return null;
  if (['1', 'true', 'yes', 'y'].includes(text)) return true;
  if (['0', 'false', 'no', 'n'].includes(text)) return false;
  throw new SheetError(column);
}

export function parseId(value: string | undefined, column: string): number | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (!/^\d{1,9}$/.test(text)) throw new SheetError(column);
  return Number(text);
}

export function parseIds(value: string | undefined, column: string): number[] {
  return (value ?? '')
    .split(/[,;\s]+/)
    .filter(Boolean)
    .map((part) => parseId(part, column)!);
}
