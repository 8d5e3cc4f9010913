import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { attributeResource } from '../../../web/src/admin/resources/attribute';
import { brandResource } from '../../../web/src/admin/resources/brand';
import { menuResource } from '../../../web/src/admin/resources/menu';
import { warehouseResource } from '../../../web/src/admin/resources/warehouse';
import { AttributesDocument, BrandsDocument, DeleteWarehouseDocument, MenusDocument, WarehousesDocument } from '../../../web/src/graphql/admin/graphql';
import { makeAdmin, renderResource, text } from '../framework/framework-test-utils';
import { listMock } from './catalogue-test-utils';

const admin = makeAdmin({ permissionList: ['menu', 'brand', 'attribute', 'warehouse'] });
const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

describe('catalogue lists', () => {
  it('menus: exactly the spec columns id, title, parent name, level, type, order, enabled, updated_at (date part), actions', async () => {
    renderResource({
      resource: menuResource,
      admin,
      path: '/admin/menu',
      mocks: [
        listMock(MenusDocument, 'menus', 'Menu', [
          { id: 7, title: 'Shoes', parentName: 'Shop', level: 2, type: 'category', order: 100, enabled: true, updatedAt: '2024-03-05T12:00:00.000Z' },
        ]),
      ],
    });
    const row = await screen.findByTestId('row-7');
    // The first (empty) header is the selection checkbox of the batch actions.
    expect(headers()).toEqual(['', 'ID', 'Title', 'Parent name', 'Level', 'Type', 'Order', 'Enabled', 'Updated at', 'Actions']);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 7)).toEqual(['7', 'Shoes', 'Shop', '2', 'Category', '100']);
    expect(within(row).getByText('Mar 5, 2024')).toBeTruthy();
    expect(screen.getByTestId('list-page-tree').textContent).toBe('Tree view');
  });

  it('menus: batch enable/disable and visible/invisible, and the delete question says the sub-menus go too', async () => {
    renderResource({
      resource: menuResource,
      admin,
      path: '/admin/menu',
      mocks: [
        listMock(MenusDocument, 'menus', 'Menu', [
          { id: 7, title: 'Shoes', parentName: null, level: 1, type: 'page', order: 0, enabled: false, updatedAt: '2024-03-05T12:00:00.000Z' },
        ]),
      ],
    });
    await screen.findByTestId('row-7');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 7' }));
    for (const id of ['batch-enable', 'batch-disable', 'batch-visible', 'batch-invisible', 'batch-delete']) expect(screen.getByTestId(id)).toBeTruthy();
    await userEvent.click(screen.getByTestId('delete-7'));
    expect(await screen.findByText(text('admin.menus.confirmDelete'))).toBeTruthy();
    expect(text('admin.menus.confirmDelete')).toMatch(/^Are you sure you want to delete the item\? .*sub-menus/);
  });

  it('brands: id, image, title, url, enabled, updated at', async () => {
    renderResource({
      resource: brandResource,
      admin,
      path: '/admin/brand',
      mocks: [
        listMock(BrandsDocument, 'brands', 'Brand', [
          { id: 3, title: 'Acme', url: 'acme', imagePath: 'http://localhost/uploads/a.png', enabled: true, updatedAt: '2024-04-01T08:00:00.000Z' },
        ]),
      ],
    });
    const row = await screen.findByTestId('row-3');
    expect(headers()).toEqual(['', 'ID', 'Image', 'Title', 'URL', 'Enabled', 'Updated at', 'Actions']);
    expect(within(row).getByRole('img', { name: 'Acme' }).getAttribute('src')).toBe('http://localhost/uploads/a.png');
    expect(within(row).getByText('acme')).toBeTruthy();
  });

  it('attributes: id, key, title, values, position, updated at', async () => {
    renderResource({
      resource: attributeResource,
      admin,
      path: '/admin/attribute',
      mocks: [
        listMock(AttributesDocument, 'attributes', 'Attribute', [
          {
            id: 1,
            key: 'colour',
            title: 'Colour',
            position: 0,
            values: [
              { __typename: 'AttributeValue', id: 1, code: 'red', label: 'Red' },
              { __typename: 'AttributeValue', id: 2, code: 'blue', label: 'Blue' },
            ],
            updatedAt: '2024-04-01T08:00:00.000Z',
          },
        ]),
      ],
    });
    const row = await screen.findByTestId('row-1');
    expect(headers()).toEqual(['', 'ID', 'Key', 'Title', 'Values', 'Position', 'Updated at', 'Actions']);
    expect(within(row).getByText('Red, Blue')).toBeTruthy();
  });

  it("warehouses: id, name, address, enabled, updated at; a delete refused by the server shows 'Delete Fail' with its message", async () => {
    const holds = 'The warehouse still holds inventory and can not be deleted.';
    renderResource({
      resource: warehouseResource,
      admin,
      path: '/admin/warehouse',
      mocks: [
        listMock(WarehousesDocument, 'warehouses', 'Warehouse', [
          { id: 1, name: 'Main', address: '1 Harbour Road', enabled: true, updatedAt: '2024-04-01T08:00:00.000Z' },
        ]),
        {
          request: { query: DeleteWarehouseDocument, variables: { id: 1 } },
          result: { errors: [new GraphQLError(holds, { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    const row = await screen.findByTestId('row-1');
    expect(headers()).toEqual(['', 'ID', 'Name', 'Address', 'Enabled', 'Updated at', 'Actions']);
    expect(within(row).getByText('1 Harbour Road')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select row 1' }));
    expect(screen.getByTestId('batch-enable')).toBeTruthy();
    await userEvent.click(screen.getByTestId('delete-1'));
    await userEvent.click(await screen.findByTestId('confirm-ok'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText('Delete Fail')).toBeTruthy();
    expect(within(dialog).getByText(holds)).toBeTruthy();
    expect(screen.getByTestId('row-1')).toBeTruthy();
  });
});
