import { ACTION_VALUES, CONDITION_VALUES } from '../../../core/promotion-rule-shapes';
import * as yup from 'yup';
import { ruleInputs, ruleRows, ruleSchema, valueLabelId } from '../../../web/src/admin/resources/promotion/rule-values';

/** Every error of a list of rows, path -> message, as the form shows them. */
async function formErrors(table: typeof ACTION_VALUES, rows: unknown[]): Promise<Record<string, string>> {
  try {
    await yup.object({ actions: yup.array().of(ruleSchema(table)) }).validate({ actions: rows }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as yup.ValidationError).inner.map((e) => [e.path, e.message]));
  }
}

describe('promotion rule values edited field by field (one table for conditions and actions)', () => {
  it("sends only the fields the row's type asks for, and none left empty", () => {
    const rows = [
      // Changed from line_percent to buy_x_get_y: the percent stays behind, the products carry over.
      { type: 'buy_x_get_y', value: { percent: 10, buy: 2, get: 1, products: [7], categories: [] } },
      { type: 'bonus_points', value: { points: 50, expiry_type: null, expiry_date: '2027-01-01' } },
      { type: 'bonus_points', value: { points: 50, expiry_type: 'fixed_date', expiry_date: '2027-01-01' } },
      { type: 'free_shipping', value: { amount: '5' } },
    ];
    expect(ruleInputs(rows, ACTION_VALUES)).toEqual([
      { type: 'buy_x_get_y', value: { buy: 2, get: 1, products: [7] } },
      // never_expire (the default) asks for no date.
      { type: 'bonus_points', value: { points: 50 } },
      { type: 'bonus_points', value: { points: 50, expiry_type: 'fixed_date', expiry_date: '2027-01-01' } },
      { type: 'free_shipping', value: {} },
    ]);
    expect(ruleInputs([{ type: 'min_subtotal', value: { amount: '100.50', ids: [1] } }], CONDITION_VALUES)).toEqual([
      { type: 'min_subtotal', value: { amount: '100.50' } },
    ]);
  });

  it('reads stored rules as rows with their own copy of the value', () => {
    const stored = [
      { type: 'products', value: { ids: [1, 2] } },
      { type: 'signed_in', value: null },
    ];
    const rows = ruleRows(stored);
    expect(rows).toEqual([
      { type: 'products', value: { ids: [1, 2] } },
      { type: 'signed_in', value: {} },
    ]);
    expect(rows[0].value).not.toBe(stored[0].value);
  });

  it('labels a list by what it holds', () => {
    expect(valueLabelId(CONDITION_VALUES.membership_tiers[0])).toBe('admin.promotion.value.membership_tiers');
    expect(valueLabelId(ACTION_VALUES.buy_x_get_y[1])).toBe('admin.promotion.value.get');
  });

  it('marks each missing value field on its own input before the save, as the server would', async () => {
    expect(
      await formErrors(ACTION_VALUES, [
        { type: 'buy_x_get_y', value: { buy: 2 } },
        { type: 'bonus_points', value: { points: 5, expiry_type: 'fixed_date' } },
        { type: 'bonus_points', value: { points: 5 } },
        { type: 'free_shipping', value: {} },
        { type: 'order_percent', value: '' },
      ]),
    ).toEqual({
      'actions[0].value.get': 'This field is required.',
      'actions[1].value.expiry_date': 'This field is required.',
      'actions[4].value.percent': 'This field is required.',
    });
  });
});
