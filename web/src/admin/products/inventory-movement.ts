import * as yup from 'yup';
import { INVENTORY_MESSAGES } from '../../ui/validation/messages';
import { text } from '../../ui/validation/rules';

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

/** Spec 5: a positive whole quantity; minus and transfer not above the total; a transfer needs a destination. */
export function movementSchema(kind: MovementKind, totalQuantity: number) {
  let quantity = yup
    .mixed<number>()
    .nullable()
    .test('positive', MOVEMENT_MESSAGES.positive, (value) => typeof value === 'number' && Number.isInteger(value) && value > 0);
  if (kind === 'minus' || kind === 'transfer') {
    quantity = quantity.test('notAboveTotal', MOVEMENT_MESSAGES.tooLarge, (value) => typeof value !== 'number' || value <= totalQuantity);
  }
  return yup.object({
    quantity,
    remark: text().max(1000),
    to:
      kind === 'transfer'
        ? yup
            .mixed<number>()
            .nullable()
            .test('destination', MOVEMENT_MESSAGES.destination, (value) => value !== null && value !== undefined)
        : yup.mixed().nullable(),
  });
}
