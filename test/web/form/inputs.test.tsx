import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as yup from 'yup';
import { DateField, MoneyField, NumberField, PasswordField, TextField } from '../../../web/src/ui/form';
import { toMoneyValue } from '../../../web/src/ui/form/numbers';
import { requiredText } from '../../../web/src/ui/validation/rules';
import { renderForm, submitButton } from './renderForm';

describe('TextField', () => {
  it('shows the required error only after a submit, and marks the label', async () => {
    const user = userEvent.setup();
    const form = renderForm(<TextField name="title" label="Title" required />, {
      initialValues: { title: '' },
      validationSchema: yup.object({ title: requiredText() }),
    });
    expect(screen.queryByText('This field is required.')).toBeNull();
    expect(screen.getByText('*')).toBeTruthy();
    await user.click(submitButton());
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByLabelText(/Title/).getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText(/Title/), 'Hello');
    await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());
    await user.click(submitButton());
    await waitFor(() => expect(form.submitted).toEqual([{ title: 'Hello' }]));
  });

  it('is a textarea with `multiline`', () => {
    renderForm(<TextField name="description" label="Description" multiline helperText="Some words" />, { initialValues: { description: 'a' } });
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByText('Some words')).toBeTruthy();
  });
});

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const user = userEvent.setup();
    renderForm(<PasswordField name="password" label="Password" />, { initialValues: { password: 'secret12' } });
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
  });
});

describe('NumberField', () => {
  it('stores the number typed, and null when emptied', async () => {
    const user = userEvent.setup();
    const form = renderForm(<NumberField name="rate" label="Rate" />, { initialValues: { rate: null } });
    const input = screen.getByLabelText('Rate');
    await user.type(input, '0.128');
    expect(form.values().rate).toBe(0.128);
    await user.clear(input);
    expect(form.values().rate).toBeNull();
  });

  it('ignores keys that are not part of a number; `integer` refuses the decimal point', async () => {
    const user = userEvent.setup();
    const form = renderForm(<NumberField name="minutes" label="Minutes" integer />, { initialValues: { minutes: 5 } });
    const input = screen.getByLabelText('Minutes') as HTMLInputElement;
    expect(input.value).toBe('5');
    await user.type(input, 'x.5-');
    expect(input.value).toBe('55');
    expect(form.values().minutes).toBe(55);
  });

  it('keeps an unfinished decimal on screen while storing what it means', async () => {
    const user = userEvent.setup();
    const form = renderForm(<NumberField name="rate" label="Rate" />, { initialValues: { rate: null } });
    const input = screen.getByLabelText('Rate') as HTMLInputElement;
    await user.type(input, '1.');
    expect(input.value).toBe('1.');
    expect(form.values().rate).toBe(1);
    await user.type(input, '5');
    expect(form.values().rate).toBe(1.5);
  });
});

describe('MoneyField', () => {
  it('stores a 2-decimal string and shows it so on leaving the field', async () => {
    const user = userEvent.setup();
    const form = renderForm(<MoneyField name="price" label="Price" currencyMark="HK$" />, { initialValues: { price: null } });
    const input = screen.getByLabelText('Price') as HTMLInputElement;
    expect(screen.getByText('HK$')).toBeTruthy();
    await user.type(input, '12.5');
    expect(form.values().price).toBe('12.50');
    expect(input.value).toBe('12.5');
    await user.tab();
    expect(input.value).toBe('12.50');
  });

  it('refuses a third decimal, letters and a minus sign', async () => {
    const user = userEvent.setup();
    const form = renderForm(<MoneyField name="price" label="Price" />, { initialValues: { price: '' } });
    const input = screen.getByLabelText('Price') as HTMLInputElement;
    await user.type(input, '-1a.999');
    expect(input.value).toBe('1.99');
    expect(form.values().price).toBe('1.99');
    await user.clear(input);
    expect(form.values().price).toBeNull();
  });

  it('shows a number loaded from the server in its stored form', () => {
    renderForm(<MoneyField name="price" label="Price" />, { initialValues: { price: 3 } });
    expect((screen.getByLabelText('Price') as HTMLInputElement).value).toBe('3.00');
  });

  it('converts without binary floats', () => {
    expect(toMoneyValue('0.1')).toBe('0.10');
    expect(toMoneyValue('1.005')).toBe('1.01');
    expect(toMoneyValue('12.')).toBe('12.00');
    expect(toMoneyValue('1,234.5')).toBe('1234.50');
    expect(toMoneyValue('99999999999999999.99')).toBe('99999999999999999.99');
    expect(toMoneyValue('')).toBeNull();
    expect(toMoneyValue('.')).toBeNull();
    expect(toMoneyValue(null)).toBeNull();
  });
});

describe('DateField', () => {
  it('holds YYYY-MM-DD, reads the date part of a timestamp, and null when cleared', async () => {
    const user = userEvent.setup();
    const form = renderForm(<DateField name="expiry" label="Expiry" />, { initialValues: { expiry: '2025-03-04T10:00:00.000Z' } });
    const input = screen.getByLabelText('Expiry') as HTMLInputElement;
    expect(input.value).toBe('2025-03-04');
    await user.clear(input);
    expect(form.values().expiry).toBeNull();
    await user.type(input, '2026-01-31');
    expect(form.values().expiry).toBe('2026-01-31');
  });
});
