import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { CreateProductDocument, ProductDocument, UpdateProductDocument, type ProductInput } from '../../../web/src/graphql/admin/graphql';
import { fillIn } from '../framework/framework-test-utils';
import { choose, productRecord, renderProduct } from './product-test-utils';

const SAME_WAREHOUSE = "Can't use same warehouse_id in one stock";

const textbox = (name: RegExp, scope: HTMLElement = document.body) => within(scope).getByRole('textbox', { name }) as HTMLInputElement;

describe('product create', () => {
  it('refuses the same warehouse twice in one stock with "Can\'t use same warehouse_id in one stock"', async () => {
    const create = jest.fn(() => ({ data: { createProduct: productRecord() } }));
    renderProduct('/admin/product/create', [{ request: { query: CreateProductDocument, variables: () => true }, result: create }]);

    fillIn(await screen.findByRole('textbox', { name: /^Name/ }), 'Tee');
    const stock = screen.getByTestId('stock-0');
    fillIn(textbox(/^Price/, stock), '10');
    await userEvent.click(screen.getByTestId('stocks.0.inventories-add'));
    await userEvent.click(screen.getByTestId('stocks.0.inventories-add'));
    await choose(/^Warehouse/, 'Main', 0);
    await choose(/^Warehouse/, 'Main', 1);
    const quantities = within(stock).getAllByRole('textbox', { name: /^Quantity/ });
    fillIn(quantities[0], '1');
    fillIn(quantities[1], '2');
    await userEvent.click(screen.getByTestId('form-submit'));

    // Both clashing rows say why; nothing is sent.
    await waitFor(() => expect(screen.getAllByText(SAME_WAREHOUSE)).toHaveLength(2));
    expect(screen.getByTestId('form-invalid')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('sends one createProduct with the language, and leaves out an empty special price', async () => {
    let sent: { input: ProductInput; language?: string } | undefined;
    renderProduct('/admin/product/create', [
      {
        request: {
          query: CreateProductDocument,
          variables: (variables: { input: ProductInput; language?: string }) => {
            sent = variables;
            return true;
          },
        },
        result: { data: { createProduct: productRecord() } },
      },
      { request: { query: ProductDocument, variables: () => true }, result: { data: { product: productRecord() } }, maxUsageCount: 5 },
    ]);

    fillIn(await screen.findByRole('textbox', { name: /^Name/ }), '  Tee ');
    const stock = screen.getByTestId('stock-0');
    // Typed key by key: the money and quantity boxes take or refuse each keystroke.
    await userEvent.type(textbox(/^Price/, stock), '10');
    await choose(/^Colour/, 'Blue');
    await userEvent.click(screen.getByTestId('stocks.0.inventories-add'));
    await choose(/^Warehouse/, 'Kowloon');
    await userEvent.type(within(stock).getByRole('textbox', { name: /^Quantity/ }), '4');
    await userEvent.click(screen.getByTestId('form-submit'));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/product/edit/7'));
    expect(sent?.language).toBe('en_us');
    expect(sent?.input.name).toBe('Tee');
    // Empty sku and url: the server makes them from the name in the main language.
    expect(sent?.input).not.toHaveProperty('sku');
    expect(sent?.input).not.toHaveProperty('url');
    const [sentStock] = sent?.input.stocks ?? [];
    expect(sentStock).toEqual({ price: '10.00', visibled: true, images: [], options: [12], inventories: [{ warehouseId: 2, quantity: 4 }] });
    expect(sentStock).not.toHaveProperty('specialPrice');
    expect(await screen.findByText('Submit Success')).toBeTruthy();
  });
});

describe('product edit: server errors', () => {
  it('puts errors on nested paths (stocks.0.price, stocks.0.inventories) on their inputs', async () => {
    renderProduct('/admin/product/edit/7', [
      { request: { query: ProductDocument, variables: { id: 7 } }, result: { data: { product: productRecord() } }, maxUsageCount: 5 },
      {
        request: { query: UpdateProductDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Please make sure all fields are filled in correctly', {
              extensions: {
                code: 'BAD_USER_INPUT',
                errors: { 'stocks.0.price': 'Please check your input.', 'stocks.0.inventories': SAME_WAREHOUSE, 'stocks.0.id': 'Please check your input.' },
              },
            }),
          ],
        },
      },
    ]);

    const stock = await screen.findByTestId('stock-0');
    await userEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText('Submit Fail')).toBeTruthy();
    // An error about something the form has no input for is told in the dialog.
    expect(within(dialog).getByText('Please check your input.')).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId('message-ok'));
    await waitFor(() => expect(screen.queryByTestId('message-dialog')).toBeNull());

    const price = textbox(/^Price/, stock);
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(within(stock).getByText('Please check your input.')).toBeTruthy();
    expect(screen.getByTestId('stocks.0.inventories-error').textContent).toBe(SAME_WAREHOUSE);
  });

  it('sends the loaded quantity as expected; a stale one shows the message on that quantity and reloads the quantities, keeping other edits', async () => {
    const STALE = 'The stock of this item changed meanwhile; reload to see the current quantity';
    // The product answers 5 until the refused save, 3 after (a shopper bought 2 meanwhile).
    let sold = false;
    let sent: ProductInput | undefined;
    renderProduct('/admin/product/edit/7', [
      { request: { query: ProductDocument, variables: { id: 7 } }, result: () => ({ data: { product: productRecord(sold ? 3 : 5) } }), maxUsageCount: 10 },
      {
        request: {
          query: UpdateProductDocument,
          variables: (variables: { input: ProductInput }) => {
            sent = variables.input;
            return true;
          },
        },
        result: () => {
          sold = true;
          return {
            errors: [
              new GraphQLError('Please make sure all fields are filled in correctly', {
                extensions: { code: 'BAD_USER_INPUT', errors: { 'stocks.0.inventories.0.quantity': STALE } },
              }),
            ],
          };
        },
      },
    ]);

    const stock = await screen.findByTestId('stock-0');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    fillIn(name, 'Renamed tee');
    await userEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    await userEvent.click(within(dialog).getByTestId('message-ok'));
    await waitFor(() => expect(screen.queryByTestId('message-dialog')).toBeNull());

    expect(sent?.stocks?.[0].inventories?.[0]).toEqual({ id: 31, warehouseId: 1, quantity: 5, expectedQuantity: 5 });
    const quantity = within(stock).getByRole('textbox', { name: /^Quantity/ }) as HTMLInputElement;
    await waitFor(() => expect(quantity.value).toBe('3'));
    expect(within(stock).getByText(STALE)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Renamed tee');
  });

  it("chooses an option's pictures among the product's (issue 20) and sends them with the stock", async () => {
    const [a, b] = ['/uploads/a.png', '/uploads/b.png'];
    const record = productRecord();
    const product = { ...record, images: [a, b], stocks: [{ ...record.stocks[0], images: [a] }] };
    let sent: ProductInput | undefined;
    renderProduct('/admin/product/edit/7', [
      { request: { query: ProductDocument, variables: { id: 7 } }, result: { data: { product } }, maxUsageCount: 5 },
      {
        request: {
          query: UpdateProductDocument,
          variables: (variables: { input: ProductInput }) => {
            sent = variables.input;
            return true;
          },
        },
        result: { data: { updateProduct: product } },
      },
    ]);
    await screen.findByTestId('stock-0');
    const pictures = await screen.findByTestId('stocks.0.images');
    const [first, second] = within(pictures).getAllByRole('button');
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(second.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(second);
    await userEvent.click(first);
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(sent?.stocks?.[0].images).toEqual([b]));
  });

  it("shows a stock's cost price (issue 46) and sends what is left: a new cost, or null once emptied", async () => {
    const sent: ProductInput[] = [];
    renderProduct('/admin/product/edit/7', [
      { request: { query: ProductDocument, variables: { id: 7 } }, result: { data: { product: productRecord() } }, maxUsageCount: 5 },
      {
        request: {
          query: UpdateProductDocument,
          variables: (variables: { input: ProductInput }) => {
            sent.push(variables.input);
            return true;
          },
        },
        result: { data: { updateProduct: productRecord() } },
        maxUsageCount: 2,
      },
    ]);
    // The stock's fields once the record has loaded.
    const cost = () => textbox(/^Cost price/, screen.getByTestId('stock-0'));
    await waitFor(() => expect(cost().value).toBe('4.20'));
    await userEvent.clear(cost());
    await userEvent.type(cost(), '5.5');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(sent[0]?.stocks?.[0].costPrice).toBe('5.50'));
    // The saved message closed, the form is there again.
    await userEvent.click(within(await screen.findByTestId('message-dialog')).getByTestId('message-ok'));
    await waitFor(() => expect(screen.queryByTestId('message-dialog')).toBeNull());
    await userEvent.clear(cost());
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(sent[1]?.stocks?.[0]).toHaveProperty('costPrice', null));
  });

  it('offers the content languages as tabs and shows the fallback in an untranslated field', async () => {
    renderProduct('/admin/product/edit/7', [
      { request: { query: ProductDocument, variables: { id: 7 } }, result: { data: { product: productRecord() } }, maxUsageCount: 5 },
      {
        request: { query: ProductDocument, variables: { id: 7, language: 'zh_hk' } },
        result: { data: { product: { ...productRecord(), name: '', metaTitle: '' } } },
        maxUsageCount: 5,
      },
    ]);
    await screen.findByTestId('stock-0');
    fireEvent.click(screen.getByTestId('language-tab-zh_hk'));
    await waitFor(() => expect(screen.getByTestId('language-tab-zh_hk').getAttribute('aria-selected')).toBe('true'));
    expect(((await screen.findByRole('textbox', { name: /^Name/ })) as HTMLInputElement).value).toBe('Tee');
  });
});
