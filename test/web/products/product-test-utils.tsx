import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productResource } from '../../../web/src/admin/resources/product';
import {
  ProductAttributeOptionsDocument,
  ProductBrandOptionsDocument,
  ProductCategoryOptionsDocument,
  ProductWarehouseOptionsDocument,
  ShopLanguagesDocument,
} from '../../../web/src/graphql/admin/graphql';
import { renderResource } from '../framework/framework-test-utils';

const always = <T,>(query: T, data: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: query as never, variables: () => true },
  result: { data },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The choices every product screen loads: languages, brands, categories, option kinds, warehouses. */
export const choiceMocks: MockLink.MockedResponse[] = [
  always(ShopLanguagesDocument, { publicConfig: { __typename: 'PublicConfig', mainLanguage: 'en_us', supportedLanguages: ['en_us', 'zh_hk'] } }),
  always(ProductBrandOptionsDocument, { brands: { __typename: 'BrandList', items: [{ __typename: 'Brand', id: 1, title: 'Acme', enabled: true }] } }),
  always(ProductCategoryOptionsDocument, {
    menuTree: [{ __typename: 'MenuNode', id: 5, type: 'category', title: 'Shirts', displayTitle: 'Shirts', children: [] }],
  }),
  always(ProductAttributeOptionsDocument, {
    attributes: {
      __typename: 'AttributeList',
      items: [
        {
          __typename: 'Attribute',
          id: 1,
          key: 'colour',
          title: 'Colour',
          position: 0,
          values: [
            { __typename: 'AttributeValue', id: 11, label: 'Red', position: 0 },
            { __typename: 'AttributeValue', id: 12, label: 'Blue', position: 1 },
          ],
        },
      ],
    },
  }),
  always(ProductWarehouseOptionsDocument, {
    warehouseOptions: [
      { __typename: 'Warehouse', id: 1, name: 'Main', enabled: true },
      { __typename: 'Warehouse', id: 2, name: 'Kowloon', enabled: true },
    ],
  }),
];

/** A saved product (a ProductRecord answer): one red stock with `quantity` in warehouse Main (inventory 31). */
export function productRecord(quantity = 5) {
  return {
    __typename: 'Product',
    id: 7,
    name: 'Tee',
    description: '',
    metaTitle: '',
    metaDescription: '',
    sku: 'tee-1234',
    url: 'tee-1234',
    isNew: false,
    isFeatured: false,
    isHot: false,
    visibled: true,
    brandId: null,
    categories: [],
    images: [],
    imageList: [],
    updatedAt: '2024-01-01T00:00:00.000Z',
    stocks: [
      {
        __typename: 'Stock',
        id: 21,
        sku: 'tee-1234-stock1',
        price: '10.00',
        specialPrice: null,
        costPrice: '4.20',
        visibled: true,
        images: [],
        options: [11],
        optionValues: [{ __typename: 'StockOptionValue', id: 11, attributeId: 1, label: 'Red' }],
        inventories: [{ __typename: 'Inventory', id: 31, warehouseId: 1, warehouseName: 'Main', quantity, availableInventories: quantity, status: 'enabled' }],
      },
    ],
  };
}

export function renderProduct(path: string, mocks: MockLink.MockedResponse[]) {
  return renderResource({ resource: productResource, path, mocks: [...choiceMocks, ...mocks] });
}

/** Opens an MUI select (by its label, the `index`th of that name) and picks an option. */
export async function choose(label: RegExp, option: string, index = 0) {
  await userEvent.click(screen.getAllByRole('combobox', { name: label })[index]);
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}
