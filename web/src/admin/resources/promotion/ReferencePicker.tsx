import { useQuery } from '@apollo/client/react';
import { useField } from 'formik';
import { useMemo, useState } from 'react';
import { PromotionCurrencyChoicesDocument, PromotionProductChoicesDocument, PromotionTierChoicesDocument } from '../../../graphql/admin/graphql';
import { MultiSelectField, type FormFieldProps, type SelectOption } from '../../../ui/form';
import type { RuleReference } from '../../../../../core/promotion-rule-shapes';
import { useListSearch } from '../../framework/useListSearch';
import { useBrandChoices, useCategoryChoices } from '../../products/useProductChoices';

/** What a picker chooses: the records a rule's ids point at, or the shop's currencies (codes). */
export type PickerKind = RuleReference | 'currencies';

const PRODUCT_SEARCH_SIZE = 20;

/**
 * Records chosen by name for a promotion condition or action (the same picker serves both), held as
 * their ids (currency codes for `currencies`). Each kind loads only its own list; an admin who may not
 * read a list (brands, menus and tiers have their own permissions) gets an empty picker, not a broken form.
 */
export function ReferencePicker({ of, ...props }: FormFieldProps & { of: PickerKind }) {
  switch (of) {
    case 'products':
      return <ProductPicker {...props} />;
    case 'categories':
      return <CategoryPicker {...props} />;
    case 'brands':
      return <BrandPicker {...props} />;
    case 'membership_tiers':
      return <TierPicker {...props} />;
    default:
      return <CurrencyPicker {...props} />;
  }
}

/** Products found by what is typed (name or sku), beside the names of those already chosen. */
function ProductPicker(props: FormFieldProps) {
  const [field] = useField<number[] | null | undefined>(props.name);
  const [typed, setTyped] = useState('');
  const chosenIds = field.value ?? [];
  const found = useListSearch(PromotionProductChoicesDocument, typed, PRODUCT_SEARCH_SIZE);
  const chosen = useQuery(PromotionProductChoicesDocument, {
    variables: { options: { ids: chosenIds, perPage: 100 } },
    skip: chosenIds.length === 0,
    fetchPolicy: 'cache-first',
  });
  const foundItems = (found.data ?? found.previousData)?.products.items;
  const chosenItems = chosen.data?.products.items;
  const options = useMemo(() => {
    const byId = new Map<number, SelectOption>();
    for (const product of [...(chosenItems ?? []), ...(foundItems ?? [])])
      byId.set(product.id, { value: product.id, label: `${product.name} (${product.sku})` });
    return [...byId.values()];
  }, [chosenItems, foundItems]);
  return <MultiSelectField {...props} size="small" options={options} onSearch={setTyped} searching={found.searching} />;
}

function CategoryPicker(props: FormFieldProps) {
  return <MultiSelectField {...props} size="small" options={useCategoryChoices()} />;
}

function BrandPicker(props: FormFieldProps) {
  return <MultiSelectField {...props} size="small" options={useBrandChoices()} />;
}

function TierPicker(props: FormFieldProps) {
  const { data } = useQuery(PromotionTierChoicesDocument, { fetchPolicy: 'cache-and-network' });
  const options = useMemo(() => (data?.membershipTiers.items ?? []).map((tier) => ({ value: tier.id, label: tier.name })), [data]);
  return <MultiSelectField {...props} size="small" options={options} />;
}

/** The shop's currencies (base first); a code the shop no longer offers still shows as chosen. */
function CurrencyPicker(props: FormFieldProps) {
  const { data } = useQuery(PromotionCurrencyChoicesDocument, { fetchPolicy: 'cache-first' });
  const options = useMemo(() => {
    const config = data?.publicConfig;
    const codes = new Set([config?.baseCurrency, ...(config?.supportedCurrencies ?? []).map((c) => c.identifier)].filter(Boolean) as string[]);
    return [...codes].map((code) => ({ value: code, label: code }));
  }, [data]);
  return <MultiSelectField {...props} size="small" options={options} />;
}
