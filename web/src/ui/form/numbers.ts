import { convertAmount } from '../money';

/**
 * Text <-> value conversions of the number and money inputs. Typing is filtered by pattern (a key that
 * would make the text unreadable is ignored) so the stored value always follows what is on screen.
 */

const INTEGER_TEXT = /^-?\d*$/;
const DECIMAL_TEXT = /^-?\d*(\.\d*)?$/;
/** Amounts: at most 2 decimals may be typed. */
const MONEY_TEXT = /^-?\d*(\.\d{0,2})?$/;

/** Thousands separators and spaces pasted with a number are dropped. */
export function cleanNumberText(text: string): string {
  return text.replace(/[\s,]/g, '');
}

export function acceptsNumberText(text: string, options: { integer?: boolean; allowNegative?: boolean } = {}): boolean {
  if (!options.allowNegative && text.startsWith('-')) return false;
  return (options.integer ? INTEGER_TEXT : DECIMAL_TEXT).test(text);
}

/** The number a text stands for; null for an empty or unfinished text ('', '-', '.'). */
export function parseNumberText(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** How a stored number is shown ('' for none). */
export function numberToText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return String(value);
}

export function acceptsMoneyText(text: string, allowNegative = false): boolean {
  if (!allowNegative && text.startsWith('-')) return false;
  return MONEY_TEXT.test(text);
}

/**
 * The stored form of an amount: a decimal string with exactly 2 places ('12.5' -> '12.50', '7' ->
 * '7.00', '1.005' -> '1.01'), computed in decimal, never through a binary float; null when empty.
 */
export function toMoneyValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = typeof value === 'string' ? cleanNumberText(value) : value;
  if (typeof text === 'string' && !/\d/.test(text)) return null;
  const fixed = convertAmount(text, 1);
  return fixed === '' ? null : fixed;
}
