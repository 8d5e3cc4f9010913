import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { attributeResource } from '../../../web/src/admin/resources/attribute';
import { brandResource } from '../../../web/src/admin/resources/brand';
import { menuResource } from '../../../web/src/admin/resources/menu';
import { CreateAttributeDocument, MenuDocument } from '../../../web/src/graphql/admin/graphql';
import { advance, makeAdmin, renderResource, useFakeTimers, useRealTimers } from '../framework/framework-test-utils';
import { shopLanguagesMock, treeMock } from './catalogue-test-utils';

const admin = makeAdmin({ permissionList: ['menu', 'brand', 'attribute', 'warehouse'] });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;

afterEach(() => useRealTimers());

describe('brand form', () => {
  it('says which fields are missing or wrong before anything is sent', async () => {
    renderResource({ resource: brandResource, admin, path: '/admin/brand/create', mocks: [shopLanguagesMock] });
    await userEvent.click(await screen.findByTestId('form-submit'));
    expect(await screen.findByTestId('form-invalid')).toBeTruthy();
    expect(screen.getByText('Please make sure all fields are filled in correctly')).toBeTruthy();
    const title = textbox(/^Title/);
    const url = textbox(/^URL/);
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required.');
    expect(document.getElementById(url.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required.');
    // A new brand starts enabled (spec 3).
    expect((screen.getByRole('switch', { name: /Enabled/ }) as HTMLInputElement).checked).toBe(true);

    await userEvent.type(title, '  Acme  ');
    await userEvent.type(url, 'acme shoes/x');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(document.getElementById(url.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please check your input.'));
    expect(title.getAttribute('aria-invalid')).toBe('false');
  });
});

describe('attribute form', () => {
  it('applies the key_format rules and sends the value rows with their labels in the edited language', async () => {
    const create = jest.fn(() => ({
      errors: [
        new GraphQLError('Please make sure all fields are filled in correctly', {
          extensions: { code: 'BAD_USER_INPUT', errors: { 'values.0.code': 'Please check your input.' } },
        }),
      ],
    }));
    renderResource({
      resource: attributeResource,
      admin,
      path: '/admin/attribute/create',
      mocks: [
        shopLanguagesMock,
        {
          request: {
            query: CreateAttributeDocument,
            variables: { input: { key: 'colour', title: 'Colour', position: 0, values: [{ code: 'red', label: 'Red', position: 0 }] }, language: 'en_us' },
          },
          result: create,
        },
      ],
    });
    const key = await screen.findByRole('textbox', { name: /^Key/ });
    const keyError = () => document.getElementById(key.getAttribute('aria-describedby') ?? '')?.textContent;
    await userEvent.type(key, 'Colour');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(keyError()).toBe('Input can only contain lowercase letters, numbers and _ character'));
    await userEvent.clear(key);
    await userEvent.type(key, '1colour');
    await waitFor(() => expect(keyError()).toBe('Input must start with a lowercase letter'));
    await userEvent.clear(key);
    await userEvent.type(key, 'colour');
    await userEvent.type(textbox(/^Title/), 'Colour');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Code/ }), 'red');
    await userEvent.type(screen.getByRole('textbox', { name: /^Label/ }), 'Red');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(create).toHaveBeenCalled());
    // The server's error on a row's cell lands on that cell (behind the dialog).
    const code = screen.getByRole('textbox', { name: /^Code/, hidden: true });
    await waitFor(() => expect(document.getElementById(code.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please check your input.'));
    expect(within(await screen.findByTestId('message-dialog')).getByText('Create Fail')).toBeTruthy();
  });
});

describe('menu form', () => {
  it("has the spec's defaults on create", async () => {
    renderResource({ resource: menuResource, admin, path: '/admin/menu/create', mocks: [shopLanguagesMock, treeMock([], { maxUsageCount: 5 })] });
    await screen.findByTestId('form-submit');
    const on = (name: RegExp) => (screen.getByRole('switch', { name }) as HTMLInputElement).checked;
    expect([on(/^Enabled/), on(/Open in current tab/), on(/Display in mobile/), on(/Display in desktop/)]).toEqual([true, true, true, true]);
    expect(textbox(/^Order/).value).toBe('0');
    await userEvent.click(screen.getByTestId('form-submit'));
    for (const name of [/^Title/, /^URL/]) {
      const box = textbox(name);
      await waitFor(() => expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required.'));
    }
  });

  it("shows 'ID not exists' for a missing item and goes to the create page after 1 second", async () => {
    useFakeTimers();
    renderResource({
      resource: menuResource,
      admin,
      path: '/admin/menu/edit/404',
      mocks: [
        shopLanguagesMock,
        {
          request: { query: MenuDocument, variables: { id: 404 } },
          result: { errors: [new GraphQLError('ID not exists', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
    });
    expect((await screen.findByTestId('id-not-exists')).textContent).toBe('ID not exists');
    await advance(999);
    expect(location()).toBe('/admin/menu/edit/404');
    await advance(1);
    expect(location()).toBe('/admin/menu/create');
  });
});
