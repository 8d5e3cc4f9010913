import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { MultiSelectField, SelectField, SwitchField } from '../../../web/src/ui/form';
import { required } from '../../../web/src/ui/validation/rules';
import { renderForm, submitButton } from './renderForm';

const roles = [
  { value: 1, label: 'Administrator' },
  { value: 2, label: 'Editor' },
];

describe('SwitchField', () => {
  it('holds a boolean', async () => {
    const user = userEvent.setup();
    const form = renderForm(<SwitchField name="enabled" label="Enabled" />, { initialValues: { enabled: true } });
    const input = screen.getByRole('switch', { name: 'Enabled' }) as HTMLInputElement;
    expect(input.checked).toBe(true);
    await user.click(input);
    expect(form.values().enabled).toBe(false);
    await user.click(input);
    expect(form.values().enabled).toBe(true);
  });

  it("holds '1' / '0' with `stringValues` (settings flags)", async () => {
    const user = userEvent.setup();
    const form = renderForm(<SwitchField name="catalogMode" label="Catalog mode" stringValues />, { initialValues: { catalogMode: '0' } });
    const input = screen.getByRole('switch', { name: 'Catalog mode' }) as HTMLInputElement;
    expect(input.checked).toBe(false);
    await user.click(input);
    expect(form.values().catalogMode).toBe('1');
  });
});

describe('SelectField', () => {
  it('stores the option value with its type, null for the empty choice, and shows the required error after submit', async () => {
    const user = userEvent.setup();
    const form = renderForm(<SelectField name="roleId" label="Role" options={roles} emptyOption required />, {
      initialValues: { roleId: null },
      validationSchema: yup.object({ roleId: required(yup.number()) }),
    });
    await user.click(submitButton());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Editor' }));
    expect(form.values().roleId).toBe(2);
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'None' }));
    expect(form.values().roleId).toBeNull();
  });
});

describe('MultiSelectField', () => {
  const permissions = [
    { value: 'product', label: 'Product' },
    { value: 'order', label: 'Order' },
    { value: 'report', label: 'Report' },
  ];

  it('adds chosen options as chips and removes them', async () => {
    const user = userEvent.setup();
    const form = renderForm(<MultiSelectField name="permissions" label="Permissions" options={permissions} />, {
      initialValues: { permissions: ['order'] },
    });
    expect(screen.getByRole('button', { name: 'Order' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Permissions' }));
    await user.click(screen.getByRole('option', { name: 'Report' }));
    expect(form.values().permissions).toEqual(['order', 'report']);
    await user.click(screen.getByRole('combobox', { name: 'Permissions' }));
    await user.type(screen.getByRole('combobox', { name: 'Permissions' }), 'prod');
    await user.click(screen.getByRole('option', { name: 'Product' }));
    expect(form.values().permissions).toEqual(['order', 'report', 'product']);
    // The chip's delete icon removes it.
    const chip = screen.getByRole('button', { name: 'Order' });
    await user.click(chip.querySelector('svg')!);
    expect(form.values().permissions).toEqual(['report', 'product']);
  });

  it('shows the required error (empty list) after submit', async () => {
    const user = userEvent.setup();
    renderForm(<MultiSelectField name="permissions" label="Permissions" options={permissions} required />, {
      initialValues: { permissions: [] },
      validationSchema: yup.object({ permissions: required(yup.array()) }),
    });
    await user.click(submitButton());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });
});
