import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  InventoryHistoriesDocument,
  MinusInventoryDocument,
  ProductDocument,
  ProductInventoryHistoriesDocument,
  TransferInventoryDocument,
} from '../../../web/src/graphql/admin/graphql';
import { fillIn } from '../framework/framework-test-utils';
import { choose, productRecord, renderProduct } from './product-test-utils';

const TOO_LARGE = 'Quantity can not be large than inventory total quantity';
const POSITIVE = 'Quantity must be a positive integer';
const DESTINATION = 'Please select the transfer destination of the inventory';

const history = (id: number, action: string, remark: string) => ({
  __typename: 'InventoryHistory',
  id,
  inventoryId: 31,
  type: 'minus',
  warehouseName: 'Main',
  action,
  quantity: -2,
  remark,
  adminName: 'Ada Admin',
  sku: 'tee-1234-stock1',
  option: 'Red',
  updatedAt: '2024-03-05T10:00:00.000Z',
});

function renderWithMovements(extra: Parameters<typeof renderProduct>[1] = []) {
  // The product answers 5 at first, 3 once a movement took 2.
  let loads = 0;
  const product = jest.fn(() => ({ data: { product: productRecord(loads++ === 0 ? 5 : 3) } }));
  let historyLoads = 0;
  const histories = jest.fn(() => ({
    data: { productInventoryHistories: historyLoads++ === 0 ? [] : [history(1, '-2 stock', 'broken')] },
  }));
  renderProduct('/admin/product/edit/7', [
    { request: { query: ProductDocument, variables: { id: 7 } }, result: product, maxUsageCount: 10 },
    { request: { query: ProductInventoryHistoriesDocument, variables: { productId: 7 } }, result: histories, maxUsageCount: 10 },
    { request: { query: InventoryHistoriesDocument, variables: () => true }, result: { data: { inventoryHistories: [] } }, maxUsageCount: 10 },
    ...extra,
  ]);
}

const dialog = () => screen.getByTestId('movement-dialog');
const quantityInput = () => within(dialog()).getByRole('textbox', { name: /^Quantity/ });

describe('stock movements', () => {
  it('minus: refuses a quantity above the total and a non-integer, then moves and refreshes quantities and histories', async () => {
    const minus = jest.fn(() => ({
      data: {
        minusInventory: { __typename: 'Inventory', id: 31, warehouseId: 1, warehouseName: 'Main', quantity: 3, availableInventories: 3, status: 'enabled' },
      },
    }));
    renderWithMovements([
      { request: { query: MinusInventoryDocument, variables: { input: { inventoryId: 31, quantity: 2, remark: 'broken' } } }, result: minus },
    ]);

    await userEvent.click(await screen.findByTestId('stocks.0.inventories.0.minus'));
    expect(within(dialog()).getByTestId('movement-total').textContent).toBe('Current quantity: 5');

    fillIn(quantityInput(), '6');
    await userEvent.click(within(dialog()).getByTestId('movement-submit'));
    expect(await within(dialog()).findByText(TOO_LARGE)).toBeTruthy();

    // Typed key by key: "1." is kept while typing, so "1.5" arrives whole.
    await userEvent.clear(quantityInput());
    await userEvent.type(quantityInput(), '1.5');
    await userEvent.click(within(dialog()).getByTestId('movement-submit'));
    expect(await within(dialog()).findByText(POSITIVE)).toBeTruthy();

    await userEvent.clear(quantityInput());
    await userEvent.click(within(dialog()).getByTestId('movement-submit'));
    expect(await within(dialog()).findByText(POSITIVE)).toBeTruthy();
    expect(minus).not.toHaveBeenCalled();

    fillIn(quantityInput(), '2');
    fillIn(within(dialog()).getByRole('textbox', { name: /^Remark/ }), 'broken');
    await userEvent.click(within(dialog()).getByTestId('movement-submit'));

    await waitFor(() => expect(minus).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByTestId('movement-dialog')).toBeNull());
    // The inventory shows the server's new quantity, and the product's histories the movement.
    const stock = screen.getByTestId('stock-0');
    await waitFor(() => expect((within(stock).getByRole('textbox', { name: /^Quantity/ }) as HTMLInputElement).value).toBe('3'));
    const histories = await screen.findByTestId('product-histories');
    expect(within(histories).getByText('-2 stock')).toBeTruthy();
    expect(within(histories).getByText('broken')).toBeTruthy();
    expect(within(histories).getByText('Ada Admin')).toBeTruthy();
    expect(within(histories).getByText('Minus')).toBeTruthy();
  });

  it('transfer: needs a destination, then sends from, to, total and stock', async () => {
    const transfer = jest.fn(() => ({
      data: {
        transferInventory: { __typename: 'Inventory', id: 31, warehouseId: 1, warehouseName: 'Main', quantity: 3, availableInventories: 3, status: 'enabled' },
      },
    }));
    renderWithMovements([
      {
        request: {
          query: TransferInventoryDocument,
          variables: { input: { inventoryId: 31, quantity: 2, remark: '', from: 1, to: 2, totalQuantity: 5, stockId: 21 } },
        },
        result: transfer,
      },
    ]);

    await userEvent.click(await screen.findByTestId('stocks.0.inventories.0.transfer'));
    fillIn(quantityInput(), '2');
    await userEvent.click(within(dialog()).getByTestId('movement-submit'));
    expect(await within(dialog()).findByText(DESTINATION)).toBeTruthy();
    expect(transfer).not.toHaveBeenCalled();

    // The source warehouse is not a destination.
    await userEvent.click(within(dialog()).getByRole('combobox', { name: /^Destination warehouse/ }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'Main' })).toBeNull();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kowloon' }));
    await userEvent.click(within(dialog()).getByTestId('movement-submit'));
    await waitFor(() => expect(transfer).toHaveBeenCalledTimes(1));
  });

  it('transfer: a quantity above the total is refused', async () => {
    renderWithMovements();
    await userEvent.click(await screen.findByTestId('stocks.0.inventories.0.transfer'));
    fillIn(quantityInput(), '9');
    await choose(/^Destination warehouse/, 'Kowloon');
    await userEvent.click(within(dialog()).getByTestId('movement-submit'));
    expect(await within(dialog()).findByText(TOO_LARGE)).toBeTruthy();
  });
});
