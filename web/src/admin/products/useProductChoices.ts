import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  ProductAttributeOptionsDocument,
  ProductBrandOptionsDocument,
  ProductCategoryOptionsDocument,
  ProductWarehouseOptionsDocument,
} from '../../graphql/admin/graphql';
import type { SelectOption } from '../../ui/form';

/**
 * The choices of the product form, each from its own query so that one the admin may not read (brands,
 * attributes and menus have their own permissions) leaves only that select empty.
 */

export interface AttributeKind {
  id: number;
  title: string;
  values: SelectOption[];
}

export interface WarehouseChoice extends SelectOption {
  value: number;
  enabled: boolean;
}

export function useBrandChoices(language?: string): SelectOption[] {
  const { data } = useQuery(ProductBrandOptionsDocument, { variables: { language }, fetchPolicy: 'cache-and-network' });
  return useMemo(() => (data?.brands.items ?? []).map((brand) => ({ value: brand.id, label: brand.title })), [data]);
}

/** A menu tree node as the category query answers it (children down to the depth it asks for). */
interface CategoryNode {
  id: number;
  type: string;
  title: string;
  displayTitle: string;
  children?: readonly CategoryNode[];
}

/** Menu items of type category anywhere in the tree, labelled with their path ('Clothes > Shirts'). */
export function useCategoryChoices(language?: string): SelectOption[] {
  const { data } = useQuery(ProductCategoryOptionsDocument, { variables: { language }, fetchPolicy: 'cache-and-network' });
  return useMemo(() => {
    const choices: SelectOption[] = [];
    const walk = (nodes: readonly CategoryNode[]) => {
      for (const node of nodes) {
        if (node.type === 'category') choices.push({ value: node.id, label: node.displayTitle || node.title });
        if (node.children?.length) walk(node.children);
      }
    };
    walk(data?.menuTree ?? []);
    return choices;
  }, [data]);
}

/** The option kinds (colour, size...) in position order, each with its values. */
export function useAttributeKinds(language?: string): AttributeKind[] {
  const { data } = useQuery(ProductAttributeOptionsDocument, { variables: { language }, fetchPolicy: 'cache-and-network' });
  return useMemo(
    () =>
      (data?.attributes.items ?? []).map((attribute) => ({
        id: attribute.id,
        title: attribute.title || attribute.key,
        values: [...attribute.values].sort((a, b) => a.position - b.position).map((value) => ({ value: value.id, label: value.label })),
      })),
    [data],
  );
}

export function useWarehouseChoices(): WarehouseChoice[] {
  const { data } = useQuery(ProductWarehouseOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return useMemo(() => (data?.warehouseOptions ?? []).map((warehouse) => ({ value: warehouse.id, label: warehouse.name, enabled: warehouse.enabled })), [data]);
}
