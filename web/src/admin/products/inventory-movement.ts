import type * as yup from 'yup';
import { INVENTORY_MESSAGES } from '../../ui/validation/messages';
import { inputSchema } from '../../ui/validation/input-schema';

/** The stock movements of one inventory (spec 3 "Inventory operation form", spec 5 rules). */
export type MovementKind = 'plus' | 'minus' | 'update' | 'transfer';

export const MOVEMENT_KINDS: readonly MovementKind[] = ['plus', 'minus', 'update', 'transfer'];

export const MOVEMENT_MESSAGES = INVENTORY_MESSAGES;

export interface MovementValues {
  quantity: number | null;
  remark: string;
  /** Transfer only: the destination warehouse. */
  to: number | null;
}

export const emptyMovement = (): MovementValues => ({ quantity: null, remark: '', to: null });

/**
 * The movement input's rules, from the server (spec 5: a positive whole quantity; a transfer needs a
 * destination); minus and transfer not above the total the form shows, which the server checks against
 * the stored quantity.
 */
export function movementSchema(kind: MovementKind, totalQuantity: number) {
  const notAboveTotal = (quantity: yup.Schema) =>
    kind === 'minus' || kind === 'transfer'
      ? quantity.test('notAboveTotal', MOVEMENT_MESSAGES.tooLarge, (value) => typeof value !== 'number' || value <= totalQuantity)
      : quantity;
  const adjust = { quantity: notAboveTotal };
  return kind === 'transfer'
    ? inputSchema('InventoryTransferInput', { pick: ['quantity', 'remark', 'to'], adjust })
    : inputSchema('InventoryMovementInput', { pick: ['quantity', 'remark'], adjust });
}
