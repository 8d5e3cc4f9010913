import { jest } from '@jest/globals';
import { gql } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import * as yup from 'yup';
import { defineResource } from '../../../web/src/admin/framework/resource';
import { roleResource } from '../../../web/src/admin/resources/role';
import {
  CreateRoleDocument,
  PermissionCatalogueDocument,
  RoleDocument,
  ShopLanguagesDocument,
  UpdateRoleDocument,
} from '../../../web/src/graphql/admin/graphql';
import { requiredText } from '../../../web/src/ui/validation/rules';
import { advance, makeAdmin, renderResource, text, useFakeTimers, useRealTimers } from './framework-test-utils';

const catalogueMock = {
  request: { query: PermissionCatalogueDocument },
  result: { data: { permissionCatalogue: ['role', 'admin_account', 'menu'] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const location = () => screen.getByTestId('location').textContent;
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

afterEach(() => useRealTimers());

describe('resource edit: missing record', () => {
  it("shows 'ID not exists' and goes to the create page after 1 second", async () => {
    useFakeTimers();
    renderResource({
      resource: roleResource,
      path: '/admin/role/edit/99',
      mocks: [
        catalogueMock,
        {
          request: { query: RoleDocument, variables: { id: 99 } },
          result: { errors: [new GraphQLError('ID not exists', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
    });
    expect((await screen.findByTestId('id-not-exists')).textContent).toBe('ID not exists');
    await advance(999);
    expect(location()).toBe('/admin/role/edit/99');
    await advance(1);
    expect(location()).toBe('/admin/role/create');
  });
});

describe('resource edit: create and update', () => {
  it('checks the form first, then shows the server field errors on the fields and a Create Fail dialog', async () => {
    const create = jest.fn(() => ({
      errors: [
        new GraphQLError(text('admin.resource.formInvalid'), {
          extensions: { code: 'BAD_USER_INPUT', errors: { name: 'The name has already been taken.' } },
        }),
      ],
    }));
    renderResource({
      resource: roleResource,
      path: '/admin/role/create',
      mocks: [catalogueMock, { request: { query: CreateRoleDocument, variables: { input: { name: 'Editors', permissions: [] } } }, result: create }],
    });
    await userEvent.click(await screen.findByTestId('form-submit'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByTestId('form-invalid').textContent).toBe('Please make sure all fields are filled in correctly');
    expect(create).not.toHaveBeenCalled();

    // Input is trimmed before it is sent.
    await userEvent.type(field(/Name/), '  Editors ');
    await userEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText('Create Fail')).toBeTruthy();
    expect(within(dialog).getByText('Please make sure all fields are filled in correctly')).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByTestId('message-ok'));
    await waitFor(() => expect(screen.queryByTestId('message-dialog')).toBeNull());
    expect(await screen.findByText('The name has already been taken.')).toBeTruthy();
    expect(field(/Name/).getAttribute('aria-invalid')).toBe('true');
  });

  it("saves one's own role, says 'Submit Success' and reloads the session (sidebar)", async () => {
    const refresh = jest.fn(async () => undefined);
    const record = { __typename: 'Role', id: 1, name: 'Super admin', permissions: ['role'], updatedAt: '2024-01-01T00:00:00.000Z' };
    renderResource({
      resource: roleResource,
      path: '/admin/role/edit/1',
      admin: makeAdmin({ role: { id: 1, name: 'Super admin', permissions: ['role'] } }),
      refresh,
      mocks: [
        catalogueMock,
        { request: { query: RoleDocument, variables: { id: 1 } }, result: { data: { role: record } }, maxUsageCount: 5 },
        {
          request: { query: UpdateRoleDocument, variables: { id: 1, input: { name: 'Owners', permissions: ['role'] } } },
          result: { data: { updateRole: { ...record, name: 'Owners' } } },
        },
      ],
    });
    const name = await waitFor(() => {
      const input = field(/Name/);
      expect(input.value).toBe('Super admin');
      return input;
    });
    await userEvent.clear(name);
    await userEvent.type(name, 'Owners');
    await userEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText('Submit Success')).toBeTruthy();
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

// A translatable resource as products, menus and brands will declare it; its documents are the test's own.
const BrandDocument = gql`
  query TestBrand($id: Int!, $language: String) {
    brand(id: $id, language: $language) {
      id
      title
      url
    }
  }
`;
const UpdateBrandDocument = gql`
  mutation TestUpdateBrand($id: Int!, $input: TestBrandInput!, $language: String, $globals: [String!]) {
    updateBrand(id: $id, input: $input, language: $language, globals: $globals) {
      id
      title
      url
    }
  }
`;
const unused = gql`
  query TestUnused {
    unused
  }
`;

interface Brand {
  id: number;
  title: string | null;
  url: string;
}

const brandResource = defineResource<Brand, Brand, { title: string; url: string }, { title: string; url: string }>({
  name: 'brand',
  titleId: 'admin.menu.brand',
  permission: 'brand',
  columns: [{ key: 'title', labelId: 'admin.field.name' }],
  fields: [
    { name: 'title', labelId: 'admin.field.name', kind: 'text', translatable: true, required: true },
    { name: 'url', labelId: 'common.form.url', kind: 'text', required: true },
  ],
  validation: () => yup.object({ title: requiredText(), url: requiredText() }),
  data: {
    list: unused,
    listField: 'brands',
    one: BrandDocument,
    oneField: 'brand',
    create: unused,
    createField: 'createBrand',
    update: UpdateBrandDocument,
    updateField: 'updateBrand',
    remove: unused,
    toForm: (record) => ({ title: record?.title ?? '', url: record?.url ?? '' }),
    toInput: (values) => values,
  },
});

describe('resource edit: translatable fields', () => {
  const brand = (title: string | null) => ({ __typename: 'Brand', id: 5, title, url: 'nike' });
  const mocks = () => [
    {
      request: { query: ShopLanguagesDocument },
      result: { data: { publicConfig: { __typename: 'PublicConfig', mainLanguage: 'en_us', supportedLanguages: ['en_us', 'zh_hk'] } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    { request: { query: BrandDocument, variables: { id: 5 } }, result: { data: { brand: brand('Nike') } }, maxUsageCount: 5 },
    // Not translated yet: the server has no zh_hk title.
    { request: { query: BrandDocument, variables: { id: 5, language: 'zh_hk' } }, result: { data: { brand: brand(null) } }, maxUsageCount: 5 },
  ];

  it("shows the main language's value in an untranslated field and asks before a switch drops edits", async () => {
    renderResource({ resource: brandResource, path: '/admin/brand/edit/5', mocks: mocks() });
    await waitFor(() => expect(field(/Name/).value).toBe('Nike'));
    await userEvent.click(screen.getByTestId('language-tab-zh_hk'));
    await waitFor(() => expect(screen.getByTestId('language-tab-zh_hk').getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(field(/Name/).value).toBe('Nike'));

    fireEvent.change(field(/Name/), { target: { value: '耐吉' } });
    await userEvent.click(screen.getByTestId('language-tab-en_us'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(within(dialog).getByText('Do you really want to switch this form? Unsubmitted materials will be discarded directly.')).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId('confirm-cancel'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(screen.getByTestId('language-tab-zh_hk').getAttribute('aria-selected')).toBe('true');
    expect(field(/Name/).value).toBe('耐吉');

    await userEvent.click(screen.getByTestId('language-tab-en_us'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(screen.getByTestId('language-tab-en_us').getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(field(/Name/).value).toBe('Nike'));
  });

  it('sends the language and the list of global fields', async () => {
    const update = jest.fn(() => ({ data: { updateBrand: brand('耐吉') } }));
    renderResource({
      resource: brandResource,
      path: '/admin/brand/edit/5',
      mocks: [
        ...mocks(),
        {
          request: { query: UpdateBrandDocument, variables: { id: 5, input: { title: '耐吉', url: 'nike' }, language: 'zh_hk', globals: ['url'] } },
          result: update,
        },
      ],
    });
    await waitFor(() => expect(field(/Name/).value).toBe('Nike'));
    await userEvent.click(screen.getByTestId('language-tab-zh_hk'));
    await waitFor(() => expect(screen.getByTestId('language-tab-zh_hk').getAttribute('aria-selected')).toBe('true'));
    fireEvent.change(field(/Name/), { target: { value: '耐吉' } });
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Submit Success')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
  });
  it('translations stay honest: an untouched untranslated field is not sent from another language tab', async () => {
    const update = jest.fn(() => ({ data: { updateBrand: { ...brand('Nike'), url: 'nike-2' } } }));
    renderResource({
      resource: brandResource,
      path: '/admin/brand/edit/5',
      mocks: [
        ...mocks(),
        // Only the global field: the fallback 'Nike' shown in the zh_hk title is not stored as its translation.
        { request: { query: UpdateBrandDocument, variables: { id: 5, input: { url: 'nike-2' }, language: 'zh_hk', globals: ['url'] } }, result: update },
      ],
    });
    await waitFor(() => expect(field(/Name/).value).toBe('Nike'));
    await userEvent.click(screen.getByTestId('language-tab-zh_hk'));
    await waitFor(() => expect(screen.getByTestId('language-tab-zh_hk').getAttribute('aria-selected')).toBe('true'));
    await waitFor(() => expect(field(/Name/).value).toBe('Nike'));
    fireEvent.change(field(/URL/), { target: { value: 'nike-2' } });
    await userEvent.click(screen.getByTestId('form-submit'));
    expect(await screen.findByText('Submit Success')).toBeTruthy();
    expect(update).toHaveBeenCalledTimes(1);
  });
});
