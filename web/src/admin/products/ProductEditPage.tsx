import { changedTranslationsOnly } from '../framework/edit/translation';
import { trimDeep } from '../../ui/validation/rules';
import { useApolloClient } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
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
import { StaleQuantities } from './InventoriesEditor';
import { ProductInventoryHistories } from './InventoryHistoryTable';
import { ProductFields } from './ProductFields';
import { ProductImagesField } from './ProductImagesField';
import { Section } from './Section';
import { StocksEditor } from './StocksEditor';
import {
  STALE_STOCK_MESSAGE,
  TRANSLATABLE_FIELDS,
  placeServerErrors,
  productSchema,
  productToForm,
  productToInput,
  withFreshInventories,
  type ProductValues,
} from './product-form';
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
  const intl = useIntl();
  const edited = useEditRecord({ mode, document: ProductDocument, pick: pickProduct, translatable: TRANSLATABLE_FIELDS });
  const { id, record, mainRecord, mainQuery, currentLanguage } = edited;
  const { title, save, askDelete, dialogs } = useEditPageActions({ resource, mode, id, notFound: edited.notFound, deleteDocument: DeleteProductDocument });

  const kinds = useAttributeKinds(currentLanguage);
  const warehouses = useWarehouseChoices();
  const brands = useBrandChoices(currentLanguage);
  const categories = useCategoryChoices(currentLanguage);

  const form = useRef<FormikProps<ProductValues>>(null);
  const [staleQuantities, setStaleQuantities] = useState<ReadonlyMap<string, string>>(new Map());

  // The form starts from the record once per language; later record loads (after a movement) do not reset it.
  const initialValues = useMemo(() => productToForm(mode === 'edit' ? (record ?? null) : null), [mode, record]);
  const schema = useMemo(() => productSchema(), []);

  const refreshHistories = () => client.refetchQueries({ include: [InventoryHistoriesDocument, ProductInventoryHistoriesDocument] });

  const submit = (values: ProductValues, helpers: FormikHelpers<ProductValues>) => {
    setStaleQuantities(new Map());
    return save(values, helpers, {
      send: async (trimmed) => {
        const all = productToInput(trimmed);
        // Another language's tab sends only the texts the editor changed (framework/edit/translation.ts).
        const input = edited.onOtherLanguage ? (changedTranslationsOnly(all, productToInput(trimDeep(initialValues)), TRANSLATABLE_FIELDS) as typeof all) : all;
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
        const staleText = intl.formatMessage({ id: 'admin.product.inventory.stale' });
        const stale = new Map(
          Object.entries(fields)
            .filter(([, text]) => text === STALE_STOCK_MESSAGE)
            .map(([path]) => [path, staleText]),
        );
        const { errors, unplaced } = placeServerErrors(Object.fromEntries(Object.entries(fields).filter(([path]) => !stale.has(path))), sent);
        if (stale.size) {
          // Sold (or moved) since the form was loaded: say so on those quantities and fetch the current ones, keeping every other edit.
          setStaleQuantities(stale);
          void afterMovement();
        }
        return { fields: errors, messages: [...(formMessage ? formMessage.split('\n') : []), ...unplaced] };
      },
    });
  };

  /** After a stock movement (or a save refused for a stale quantity): the new quantities (and a transfer's new inventory) without losing edits. */
  const afterMovement = async () => {
    const before = mainRecord;
    void refreshHistories();
    const { data } = await mainQuery.refetch();
    const fresh = data?.product;
    const current = form.current;
    if (!fresh || !current) return;
    const patched = withFreshInventories(current.values, before, fresh);
    if (current.dirty) await current.setValues(patched, false);
    else current.resetForm({ values: patched, submitCount: current.submitCount });
  };

  return (
    <EditPageFrame resource={resource} title={title} mode={mode} id={id} notFound={edited.notFound} error={mainQuery.error} loading={edited.loading}>
      {/* A chosen tab is a new form: edits of the previous tab are dropped. (Keyed by the chosen tab, not
          by the main language arriving late, which would drop what was typed meanwhile.) */}
      <StaleQuantities.Provider value={staleQuantities}>
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
      </StaleQuantities.Provider>
      {mode === 'edit' && id ? (
        <Section titleId="admin.product.section.histories" sx={{ mt: 4 }}>
          <ProductInventoryHistories productId={id} />
        </Section>
      ) : null}
      {dialogs}
    </EditPageFrame>
  );
}
