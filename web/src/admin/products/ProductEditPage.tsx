import { useApolloClient } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useMemo, useRef } from 'react';
import {
  CreateProductDocument,
  DeleteProductDocument,
  InventoryHistoriesDocument,
  ProductDocument,
  ProductInventoryHistoriesDocument,
  UpdateProductDocument,
  type ProductQuery,
} from '../../graphql/admin/graphql';
import { toFormErrors } from '../../ui/errors';
import { EditFormButtons } from '../framework/edit/EditFormButtons';
import { EditPageFrame } from '../framework/edit/EditPageFrame';
import { InvalidNotice, TabsWithGuard } from '../framework/edit/ResourceEditPage';
import { useEditPageActions } from '../framework/edit/useEditPageActions';
import { useEditRecord } from '../framework/edit/useEditRecord';
import type { EditScreenProps } from '../framework/resource';
import { ProductInventoryHistories } from './InventoryHistoryTable';
import { ProductFields } from './ProductFields';
import { ProductImagesField } from './ProductImagesField';
import { Section } from './Section';
import { StocksEditor } from './StocksEditor';
import { TRANSLATABLE_FIELDS, placeServerErrors, productSchema, productToForm, productToInput, withFreshInventories, type ProductValues } from './product-form';
import { useAttributeKinds, useBrandChoices, useCategoryChoices, useWarehouseChoices } from './useProductChoices';

const pickProduct = (data: ProductQuery | undefined) => data?.product;

/**
 * The product create (`/admin/product/create`) and edit (`/admin/product/edit/{id}`) screen, written by
 * hand (DESIGN 4.6): texts per content language behind language tabs, global fields, pictures, and the
 * stocks with their option values, prices and inventories, all sent as one createProduct/updateProduct
 * with the tab's `language`. On a saved product each inventory has its stock movements and histories.
 */
export function ProductEditPage({ resource, mode }: EditScreenProps) {
  const client = useApolloClient();
  const edited = useEditRecord({ mode, document: ProductDocument, pick: pickProduct, translatable: TRANSLATABLE_FIELDS });
  const { id, record, mainRecord, mainQuery, currentLanguage } = edited;
  const { title, save, askDelete, dialogs } = useEditPageActions({ resource, mode, id, notFound: edited.notFound, deleteDocument: DeleteProductDocument });

  const kinds = useAttributeKinds(currentLanguage);
  const warehouses = useWarehouseChoices();
  const brands = useBrandChoices(currentLanguage);
  const categories = useCategoryChoices(currentLanguage);

  const form = useRef<FormikProps<ProductValues>>(null);

  // The form starts from the record once per language; later record loads (after a movement) do not reset it.
  const initialValues = useMemo(() => productToForm(mode === 'edit' ? (record ?? null) : null), [mode, record]);
  const schema = useMemo(() => productSchema(), []);

  const refreshHistories = () => client.refetchQueries({ include: [InventoryHistoriesDocument, ProductInventoryHistoriesDocument] });

  const submit = (values: ProductValues, helpers: FormikHelpers<ProductValues>) =>
    save(values, helpers, {
      send: async (trimmed) => {
        const input = productToInput(trimmed);
        if (mode === 'create') {
          const { data } = await client.mutate({ mutation: CreateProductDocument, variables: { input, language: currentLanguage } });
          return data?.createProduct;
        }
        const { data } = await client.mutate({ mutation: UpdateProductDocument, variables: { id: id ?? 0, input, language: currentLanguage } });
        return data?.updateProduct;
      },
      // The answer carries what the server made: ids of new stocks and inventories, generated skus.
      savedValues: (saved) => productToForm(saved),
      reload: () => {
        edited.reload();
        void refreshHistories();
      },
      placeErrors: (error, sent) => {
        const { fields, form: formMessage } = toFormErrors(error);
        const { errors, unplaced } = placeServerErrors(fields, sent);
        return { fields: errors, messages: [...(formMessage ? formMessage.split('\n') : []), ...unplaced] };
      },
    });

  /** After a stock movement: the new quantities (and a transfer's new inventory) without losing edits. */
  const afterMovement = async () => {
    const before = mainRecord;
    void refreshHistories();
    const { data } = await mainQuery.refetch();
    const fresh = data?.product;
    const current = form.current;
    if (!fresh || !current) return;
    const patched = withFreshInventories(current.values, before, fresh);
    if (current.dirty) await current.setValues(patched, false);
    else current.resetForm({ values: patched });
  };

  return (
    <EditPageFrame resource={resource} title={title} mode={mode} id={id} notFound={edited.notFound} error={mainQuery.error} loading={edited.loading}>
      {/* A chosen tab is a new form: edits of the previous tab are dropped. (Keyed by the chosen tab, not
          by the main language arriving late, which would drop what was typed meanwhile.) */}
      <Formik key={edited.language ?? ''} innerRef={form} initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        <Form noValidate aria-label={title}>
          {edited.tabs ? <TabsWithGuard {...edited.tabs} /> : null}
          <Stack spacing={3}>
            <InvalidNotice />
            <ProductFields mode={mode} brands={brands} categories={categories} />
            <Section titleId="admin.product.section.images">
              <ProductImagesField />
            </Section>
            <Section titleId="admin.product.section.stocks">
              <StocksEditor kinds={kinds} warehouses={warehouses} movable={mode === 'edit'} onMoved={() => void afterMovement()} />
            </Section>
            <EditFormButtons onDelete={askDelete} />
          </Stack>
        </Form>
      </Formik>
      {mode === 'edit' && id ? (
        <Section titleId="admin.product.section.histories" sx={{ mt: 4 }}>
          <ProductInventoryHistories productId={id} />
        </Section>
      ) : null}
      {dialogs}
    </EditPageFrame>
  );
}
