import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { KeyValueField, RepeatableRowsField, keyValueSchema, rowsSchema, type RowColumn } from '../../../web/src/ui/form';
import { MESSAGES, noRepeated, repeatedIndexes } from '../../../web/src/ui/validation/rules';
import { renderForm, submitButton } from './renderForm';

const row = (position: number) => screen.getByRole('group', { name: `Row ${position}` });

describe('KeyValueField (template variables)', () => {
  const schema = yup.object({ variables: keyValueSchema({ keyName: 'name' }) });

  it("flags both clashing rows with 'Key can not be repeated' after submit, and blocks the submit", async () => {
    const user = userEvent.setup();
    const form = renderForm(<KeyValueField name="variables" label="Variables" keyName="name" />, {
      initialValues: {
        variables: [
          { name: 'primary_color', value: '#fff' },
          { name: 'font', value: 'serif' },
          { name: 'primary_color', value: '#000' },
        ],
      },
      validationSchema: schema,
    });
    expect(screen.queryByText(MESSAGES.noRepeatedKeys)).toBeNull();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getAllByText(MESSAGES.noRepeatedKeys)).toHaveLength(2));
    expect(within(row(1)).getByText(MESSAGES.noRepeatedKeys)).toBeTruthy();
    expect(within(row(3)).getByText(MESSAGES.noRepeatedKeys)).toBeTruthy();
    expect(within(row(2)).queryByText(MESSAGES.noRepeatedKeys)).toBeNull();
    expect(form.submitted).toHaveLength(0);

    // Renaming the third key clears the message and lets the form through.
    const thirdKey = within(row(3)).getByLabelText(/Key/);
    await user.clear(thirdKey);
    await user.type(thirdKey, 'accent');
    await waitFor(() => expect(screen.queryByText(MESSAGES.noRepeatedKeys)).toBeNull());
    await user.click(submitButton());
    await waitFor(() => expect(form.submitted).toHaveLength(1));
  });

  it('applies key_format to the keys', async () => {
    const user = userEvent.setup();
    renderForm(<KeyValueField name="variables" label="Variables" keyName="name" />, {
      initialValues: {
        variables: [
          { name: 'Primary', value: 'x' },
          { name: '1st', value: 'y' },
        ],
      },
      validationSchema: schema,
    });
    await user.click(submitButton());
    expect(await within(row(1)).findByText(MESSAGES.keyFormatChars)).toBeTruthy();
    expect(within(row(2)).getByText(MESSAGES.keyFormatStart)).toBeTruthy();
  });

  it('adds and removes rows', async () => {
    const user = userEvent.setup();
    const form = renderForm(<KeyValueField name="vars" label="Variables" />, { initialValues: { vars: [] } });
    expect(screen.getByText('No entries yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(within(row(1)).getByLabelText(/Key/), 'a');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(form.values().vars).toEqual([
      { key: 'a', value: '' },
      { key: '', value: '' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(form.values().vars).toEqual([{ key: '', value: '' }]);
  });
});

describe('RepeatableRowsField (currencies)', () => {
  const columns: RowColumn[] = [
    { name: 'identifier', label: 'Identifier', kind: 'text', required: true },
    { name: 'rate', label: 'Rate', kind: 'number', required: true },
    { name: 'mark', label: 'Mark', kind: 'text' },
  ];
  const currencies = [
    { identifier: 'HKD', rate: 1, mark: 'HK$' },
    { identifier: 'USD', rate: 0.128, mark: 'US$' },
  ];

  it("shows 'This input can not be repeated' on the clashing identifier cells", async () => {
    const user = userEvent.setup();
    const form = renderForm(<RepeatableRowsField name="currencies" label="Currencies" columns={columns} uniqueBy="identifier" />, {
      initialValues: { currencies },
      validationSchema: yup.object({ currencies: rowsSchema(columns, { uniqueBy: 'identifier', required: true }) }),
    });
    const second = within(row(2)).getByLabelText(/Identifier/);
    await user.clear(second);
    await user.type(second, 'HKD');
    await user.tab();
    // Shown on the row just edited (touched) before any submit, and on both rows after a submit.
    expect(await within(row(2)).findByText(MESSAGES.noRepeated)).toBeTruthy();
    expect(within(row(1)).queryByText(MESSAGES.noRepeated)).toBeNull();
    await user.click(submitButton());
    await waitFor(() => expect(within(row(1)).getByText(MESSAGES.noRepeated)).toBeTruthy());
    expect(form.submitted).toHaveLength(0);
  });

  it('uses a custom duplicate message', async () => {
    const user = userEvent.setup();
    const message = MESSAGES.fieldsNoRepeatedKeys;
    const keyColumns: RowColumn[] = [{ name: 'key', label: 'Field key', kind: 'text' }];
    renderForm(<RepeatableRowsField name="fields" label="Fields" columns={keyColumns} uniqueBy="key" uniqueMessage={message} />, {
      initialValues: { fields: [{ key: 'a' }, { key: 'a' }] },
      validationSchema: yup.object({ fields: rowsSchema(keyColumns, { uniqueBy: 'key', uniqueMessage: message }) }),
    });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  });

  it('moves rows up and down, the cells following their values', async () => {
    const user = userEvent.setup();
    const form = renderForm(<RepeatableRowsField name="currencies" label="Currencies" columns={columns} uniqueBy="identifier" />, {
      initialValues: { currencies },
    });
    expect(screen.getByRole('button', { name: 'Move row 1 up' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Move row 2 up' }));
    expect(form.values().currencies).toEqual([currencies[1], currencies[0]]);
    expect((within(row(1)).getByLabelText(/Rate/) as HTMLInputElement).value).toBe('0.128');
    expect((within(row(2)).getByLabelText(/Rate/) as HTMLInputElement).value).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Move row 1 down' }));
    expect(form.values().currencies).toEqual(currencies);
  });

  it('a new row starts from the columns defaults; an empty required list shows its error under the list', async () => {
    const user = userEvent.setup();
    const mixed: RowColumn[] = [
      { name: 'label', label: 'Label', kind: 'text' },
      { name: 'price', label: 'Price', kind: 'money', currencyMark: '$' },
      { name: 'type', label: 'Type', kind: 'select', options: [{ value: 'a', label: 'A' }] },
      { name: 'visible', label: 'Visible', kind: 'switch', defaultValue: true },
    ];
    const form = renderForm(<RepeatableRowsField name="items" label="Items" columns={mixed} />, {
      initialValues: { items: [] },
      validationSchema: yup.object({ items: rowsSchema(mixed, { required: true }) }),
    });
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(form.values().items).toEqual([{ label: '', price: null, type: null, visible: true }]);
    await user.type(within(row(1)).getByLabelText(/Price/), '5');
    expect(form.values().items).toEqual([{ label: '', price: '5.00', type: null, visible: true }]);
  });
});

describe('noRepeated and repeatedIndexes', () => {
  it('name every row of a clash, trimmed, empty values left out', () => {
    expect(repeatedIndexes([{ k: 'a' }, { k: 'b' }, { k: ' a ' }, { k: '' }, { k: '' }], 'k')).toEqual([0, 2]);
    expect(repeatedIndexes(['x', 'y', 'x'])).toEqual([0, 2]);
    expect(repeatedIndexes(null)).toEqual([]);
  });

  it('puts the message on the list', async () => {
    const schema = yup.object({ list: noRepeated(yup.array(), 'k') });
    await expect(schema.validate({ list: [{ k: 'a' }, { k: 'a' }] })).rejects.toMatchObject({ path: 'list', message: MESSAGES.noRepeatedKeys });
    await expect(yup.object({ list: noRepeated(yup.array()) }).validate({ list: [1, 1] })).rejects.toMatchObject({ message: MESSAGES.noRepeated });
  });
});

describe('RepeatableRowsField: a flag only one row may hold (issue 20: default addresses)', () => {
  it('ticking a default flag on one address clears it on the others, in the admin editor as on the storefront', async () => {
    const user = userEvent.setup();
    const columns: RowColumn[] = [
      { name: 'address', label: 'Address', kind: 'text' },
      { name: 'defaultBilling', label: 'Default billing', kind: 'switch', exclusive: true },
      { name: 'defaultShipping', label: 'Default shipping', kind: 'switch', exclusive: true },
    ];
    const form = renderForm(<RepeatableRowsField name="addresses" label="Addresses" columns={columns} />, {
      initialValues: {
        addresses: [
          { address: 'A', defaultBilling: true, defaultShipping: true },
          { address: 'B', defaultBilling: false, defaultShipping: false },
        ],
      },
    });
    await user.click(within(row(2)).getByRole('switch', { name: 'Default billing' }));
    expect(form.values().addresses).toEqual([
      { address: 'A', defaultBilling: false, defaultShipping: true },
      { address: 'B', defaultBilling: true, defaultShipping: false },
    ]);
    // Unticking clears only that row.
    await user.click(within(row(1)).getByRole('switch', { name: 'Default shipping' }));
    expect(form.values().addresses).toEqual([
      { address: 'A', defaultBilling: false, defaultShipping: false },
      { address: 'B', defaultBilling: true, defaultShipping: false },
    ]);
  });
});
