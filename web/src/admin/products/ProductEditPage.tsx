import { useApolloClient, useQuery } from '@apollo/client/react';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  CreateProductDocument,
  DeleteProductDocument,
  InventoryHistoriesDocument,
  ProductDocument,
  ProductInventoryHistoriesDocument,
  UpdateProductDocument,
  type ProductRecordFragment,
} from '../../graphql/admin/graphql';
import { hasErrorCode, toFormErrors } from '../../ui/errors';
import { GENERIC_FORM_FAILURE, trimDeep } from '../../ui/validation/rules';
import { ConfirmDialog, MessageDialog, type DialogMessage } from '../framework/dialogs';
import { EditPageFrame } from '../framework/edit/EditPageFrame';
import { InvalidNotice, NOT_FOUND_REDIRECT_MS, TabsWithGuard } from '../framework/edit/ResourceEditPage';
import { mergeTranslation } from '../framework/edit/translation';
import { useShopLanguages } from '../framework/edit/useShopLanguages';
import { errorMessages } from '../framework/format';
import { createPath, editPath, resourcePath, type EditScreenProps } from '../framework/resource';
import { ProductInventoryHistories } from './InventoryHistoryTable';
import { ProductFields } from './ProductFields';
import { ProductImagesField } from './ProductImagesField';
import { Section } from './Section';
import { StocksEditor } from './StocksEditor';
import { TRANSLATABLE_FIELDS, placeServerErrors, productSchema, productToForm, productToInput, withFreshInventories, type ProductValues } from './product-form';
import { useAttributeKinds, useBrandChoices, useCategoryChoices, useWarehouseChoices } from './useProductChoices';

/**
 * The product create (`/admin/product/create`) and edit (`/admin/product/edit/{id}`) screen, written by
 * hand (DESIGN 4.6): texts per content language behind language tabs, global fields, pictures, and the
 * stocks with their option values, prices and inventories, all sent as one createProduct/updateProduct
 * with the tab's `language`. On a saved product each inventory has its stock movements and histories.
 */
export function ProductEditPage({ resource, mode }: EditScreenProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const params = useParams();
  const id = mode === 'edit' ? Number(params.id) : undefined;
  const badId = mode === 'edit' && !(Number.isInteger(id) && (id ?? 0) > 0);

  const shopLanguages = useShopLanguages();
  const [language, setLanguage] = useState<string | undefined>(undefined);
  const mainLanguage = shopLanguages?.main;
  const currentLanguage = language ?? mainLanguage;
  const showTabs = mode === 'edit' && (shopLanguages?.languages.length ?? 0) > 1;
  const onOtherLanguage = Boolean(language && mainLanguage && language !== mainLanguage);

  // Not cached: the record in two languages would be one cache entry (see ResourceEditPage).
  const mainQuery = useQuery(ProductDocument, { variables: { id: id ?? 0 }, skip: mode !== 'edit' || badId, fetchPolicy: 'no-cache' });
  const tabQuery = useQuery(ProductDocument, { variables: { id: id ?? 0, language }, skip: mode !== 'edit' || badId || !onOtherLanguage, fetchPolicy: 'no-cache' });
  const mainRecord = mainQuery.data?.product;
  const tabRecord = onOtherLanguage ? tabQuery.data?.product : undefined;
  const record = useMemo(() => (mainRecord ? mergeTranslation(mainRecord, tabRecord, TRANSLATABLE_FIELDS) : undefined), [mainRecord, tabRecord]);
  const notFound = badId || hasErrorCode(mainQuery.error, 'NOT_FOUND');

  const kinds = useAttributeKinds(currentLanguage);
  const warehouses = useWarehouseChoices();
  const brands = useBrandChoices(currentLanguage);
  const categories = useCategoryChoices(currentLanguage);

  const form = useRef<FormikProps<ProductValues>>(null);
  const [message, setMessage] = useState<DialogMessage | null>(() =>
    (location.state as { submitted?: boolean } | null)?.submitted ? { titleId: 'admin.resource.dialog.submitSuccess' } : null,
  );
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The success note of a create travelled in the history state; it is shown once.
  useEffect(() => {
    if ((location.state as { submitted?: boolean } | null)?.submitted) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  }, [location, navigate]);

  useEffect(() => {
    if (!notFound) return;
    const timer = setTimeout(() => void navigate(createPath(resource), { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notFound, navigate, resource]);

  const title = intl.formatMessage({ id: resource.titleId });
  useEffect(() => {
    document.title = title;
  }, [title]);

  // The form starts from the record once per language; later record loads (after a movement) do not reset it.
  const initialValues = useMemo(() => productToForm(mode === 'edit' ? (record ?? null) : null), [mode, record]);
  const schema = useMemo(() => productSchema(), []);

  const refreshHistories = () => client.refetchQueries({ include: [InventoryHistoriesDocument, ProductInventoryHistoriesDocument] });

  const submit = async (values: ProductValues, helpers: FormikHelpers<ProductValues>) => {
    const trimmed = trimDeep(values);
    const input = productToInput(trimmed);
    try {
      let saved: ProductRecordFragment | undefined;
      if (mode === 'create') {
        const { data } = await client.mutate({ mutation: CreateProductDocument, variables: { input, language: currentLanguage } });
        saved = data?.createProduct;
      } else {
        const { data } = await client.mutate({ mutation: UpdateProductDocument, variables: { id: id ?? 0, input, language: currentLanguage } });
        saved = data?.updateProduct;
      }
      if (!saved) throw new Error(GENERIC_FORM_FAILURE);
      if (mode === 'create') {
        void navigate(editPath(resource, saved.id), { replace: true, state: { submitted: true } });
        return;
      }
      // The answer carries what the server made: ids of new stocks and inventories, generated skus.
      helpers.resetForm({ values: productToForm(saved) });
      setMessage({ titleId: 'admin.resource.dialog.submitSuccess' });
      void mainQuery.refetch();
      if (onOtherLanguage) void tabQuery.refetch();
      void refreshHistories();
    } catch (error) {
      const { fields, form: formMessage } = toFormErrors(error);
      const { errors, unplaced } = placeServerErrors(fields, trimmed);
      helpers.setErrors(errors);
      const messages = [...(formMessage ? formMessage.split('\n') : []), ...unplaced];
      setMessage({
        titleId: mode === 'create' ? 'admin.resource.dialog.createFail' : 'admin.resource.dialog.submitFail',
        messages: messages.length ? messages : [GENERIC_FORM_FAILURE],
      });
    }
  };

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

  const remove = async () => {
    setConfirmDelete(false);
    try {
      await client.mutate({ mutation: DeleteProductDocument, variables: { id: id ?? 0 } });
      void navigate(resourcePath(resource), { replace: true });
    } catch (error) {
      setMessage({ titleId: 'admin.resource.dialog.deleteFail', messages: errorMessages(error) });
    }
  };

  return (
    <EditPageFrame resource={resource} title={title} mode={mode} id={id} notFound={notFound} error={mainQuery.error} loading={!record || (onOtherLanguage && tabQuery.loading && !tabRecord)}>
      {/* A chosen tab is a new form: edits of the previous tab are dropped. (Keyed by the chosen tab, not
          by the main language arriving late, which would drop what was typed meanwhile.) */}
      <Formik key={language ?? ''} innerRef={form} initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title}>
            {showTabs && shopLanguages && currentLanguage ? (
              <TabsWithGuard languages={shopLanguages.languages} value={currentLanguage} onSwitch={setLanguage} />
            ) : null}
            <Stack spacing={3}>
              <InvalidNotice />
              <ProductFields mode={mode} brands={brands} categories={categories} />
              <Section titleId="admin.product.section.images">
                <ProductImagesField />
              </Section>
              <Section titleId="admin.product.section.stocks">
                <StocksEditor kinds={kinds} warehouses={warehouses} movable={mode === 'edit'} onMoved={() => void afterMovement()} />
              </Section>
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="form-submit">
                  <FormattedMessage id="admin.resource.submit" />
                </Button>
                {mode === 'edit' ? (
                  <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)} data-testid="form-delete">
                    <FormattedMessage id="admin.resource.delete" />
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
      {mode === 'edit' && id ? (
        <Section titleId="admin.product.section.histories" sx={{ mt: 4 }}>
          <ProductInventoryHistories productId={id} />
        </Section>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        message={intl.formatMessage({ id: 'admin.resource.confirm.delete' })}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </EditPageFrame>
  );
}
