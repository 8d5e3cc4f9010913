import { useApolloClient, useQuery } from '@apollo/client/react';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, setIn, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { hasErrorCode, toFormErrors } from '../../../ui/errors';
import { GENERIC_FORM_FAILURE, trimDeep } from '../../../ui/validation/rules';
import { useAdminSession } from '../../auth/session';
import { ConfirmDialog, MessageDialog, type DialogMessage } from '../dialogs';
import { declaredVariables, errorMessages } from '../format';
import { createPath, editPath, resourcePath, translatableFields, type AnyResource, type FormMode } from '../resource';
import { EditPageFrame } from './EditPageFrame';
import { LanguageTabs } from './LanguageTabs';
import { ResourceFormField } from './ResourceFormField';
import { globalFields, mergeTranslation } from './translation';
import { useShopLanguages } from './useShopLanguages';

/** Spec 9: the delay before leaving a screen after an error (here: a missing record). */
export const NOT_FOUND_REDIRECT_MS = 1000;

type Values = Record<string, unknown>;
type RecordData = { id: number } & Record<string, unknown>;

interface Props {
  resource: AnyResource;
  mode: FormMode;
}

/**
 * The server's field errors as formik errors. A path into a field (`values.0.code` of a rows field) lands
 * on that cell; an error of a field the form does not show becomes a message of the dialog.
 */
function placeServerErrors(error: unknown, fieldNames: readonly string[]): { fields: FormikErrors<Values>; form: string[] } {
  const { fields, form } = toFormErrors(error);
  let placed: FormikErrors<Values> = {};
  const messages = form ? form.split('\n') : [];
  for (const [path, message] of Object.entries(fields)) {
    if (fieldNames.includes(path.split('.')[0] ?? '')) placed = setIn(placed, path, message) as FormikErrors<Values>;
    else messages.push(message);
  }
  return { fields: placed, form: [...new Set(messages)] };
}

/** Shown after a submit the form's own rules refused, and after the server refused fields. */
export function InvalidNotice() {
  const { submitCount, errors, isSubmitting } = useFormikContext<Values>();
  if (!submitCount || isSubmitting || Object.keys(errors).length === 0) return null;
  return (
    <Alert severity="error" data-testid="form-invalid">
      <FormattedMessage id="admin.resource.formInvalid" />
    </Alert>
  );
}

/** Asks before a language switch would drop unsaved edits. */
export function TabsWithGuard({ languages, value, onSwitch }: { languages: string[]; value: string; onSwitch: (language: string) => void }) {
  const intl = useIntl();
  const { dirty } = useFormikContext<Values>();
  const [wanted, setWanted] = useState<string | null>(null);
  return (
    <>
      <LanguageTabs languages={languages} value={value} onChange={(language) => (dirty ? setWanted(language) : onSwitch(language))} />
      <ConfirmDialog
        open={wanted !== null}
        message={intl.formatMessage({ id: 'admin.resource.confirm.switchLanguage' })}
        onCancel={() => setWanted(null)}
        onConfirm={() => {
          if (wanted) onSwitch(wanted);
          setWanted(null);
        }}
      />
    </>
  );
}

/**
 * The create (`/admin/{name}/create`) and edit (`/admin/{name}/edit/{id}`) screen of a resource: one
 * formik form of the declared fields and yup rules; translatable fields get language tabs; server field
 * errors land on the fields; a missing record shows 'ID not exists' and goes to the create page.
 */
export function ResourceEditPage({ resource, mode }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const session = useAdminSession();
  const params = useParams();
  const id = mode === 'edit' ? Number(params.id) : undefined;
  const badId = mode === 'edit' && !(Number.isInteger(id) && (id ?? 0) > 0);

  const translatable = useMemo(() => translatableFields(resource), [resource]);
  const shopLanguages = useShopLanguages(translatable.length === 0);
  const [language, setLanguage] = useState<string | undefined>(undefined);
  const mainLanguage = shopLanguages?.main;
  const currentLanguage = language ?? mainLanguage;
  const showTabs = mode === 'edit' && translatable.length > 0 && (shopLanguages?.languages.length ?? 0) > 1;
  const onOtherLanguage = Boolean(language && mainLanguage && language !== mainLanguage);

  const { one, oneField } = resource.data;
  // Not cached: one record in two languages is one normalized cache entry (same type and id), so the
  // translation would overwrite the main language's values. An edit screen wants the server's state anyway.
  const mainQuery = useQuery(one, { variables: { id }, skip: mode !== 'edit' || badId, fetchPolicy: 'no-cache' });
  const tabQuery = useQuery(one, {
    variables: declaredVariables(one, { id, language }),
    skip: mode !== 'edit' || badId || !onOtherLanguage,
    fetchPolicy: 'no-cache',
  });
  const mainRecord = (mainQuery.data as Record<string, RecordData> | undefined)?.[oneField];
  const tabRecord = onOtherLanguage ? (tabQuery.data as Record<string, RecordData> | undefined)?.[oneField] : undefined;
  const record = useMemo(
    () => (mainRecord ? mergeTranslation(mainRecord, tabRecord, translatable) : undefined),
    [mainRecord, tabRecord, translatable],
  );
  const notFound = badId || hasErrorCode(mainQuery.error, 'NOT_FOUND');

  const [message, setMessage] = useState<DialogMessage | null>(() =>
    (location.state as { submitted?: boolean } | null)?.submitted ? { titleId: 'admin.resource.dialog.submitSuccess' } : null,
  );
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The success note travelled in the history state of a create; it is shown once.
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

  const visibleFields = resource.fields.filter((field) => mode === 'create' || !field.createOnly);
  const fieldNames = visibleFields.map((field) => field.name);
  const initialValues = useMemo(() => resource.data.toForm(mode === 'edit' ? (record ?? null) : null) as Values, [resource, mode, record]);
  const schema = useMemo(() => resource.validation(mode), [resource, mode]);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const trimmed = trimDeep(values);
    const input = resource.data.toInput(trimmed, mode);
    const document = mode === 'create' ? resource.data.create : resource.data.update;
    // A declaration without `update` has a hand-written editScreen, so this screen never edits it.
    if (!document) throw new Error(`Resource ${resource.name} declares no update document`);
    const variables = declaredVariables(document, {
      id,
      input,
      language: currentLanguage,
      globals: globalFields(fieldNames, translatable),
    });
    try {
      const { data } = await client.mutate({ mutation: document, variables });
      const saved = (data as Record<string, RecordData> | undefined)?.[(mode === 'create' ? resource.data.createField : resource.data.updateField) ?? ''];
      if (!saved) throw new Error(GENERIC_FORM_FAILURE);
      await resource.afterSave?.({ mode, saved, before: record, values: trimmed, session, client });
      if (mode === 'create') {
        void navigate(editPath(resource, saved.id), { replace: true, state: { submitted: true } });
      } else {
        // The sent values are the record now; the refetch below brings the server's own view.
        helpers.resetForm({ values: trimmed });
        setMessage({ titleId: 'admin.resource.dialog.submitSuccess' });
        void mainQuery.refetch();
        if (onOtherLanguage) void tabQuery.refetch();
      }
    } catch (error) {
      const { fields, form } = placeServerErrors(error, fieldNames);
      helpers.setErrors(fields);
      const messages = form.length ? form : [GENERIC_FORM_FAILURE];
      setMessage({ titleId: mode === 'create' ? 'admin.resource.dialog.createFail' : 'admin.resource.dialog.submitFail', messages });
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    if (!resource.data.remove) return;
    try {
      await client.mutate({ mutation: resource.data.remove, variables: { id } });
      void navigate(resourcePath(resource), { replace: true });
    } catch (error) {
      setMessage({ titleId: 'admin.resource.dialog.deleteFail', messages: errorMessages(error) });
    }
  };

  return (
    <EditPageFrame resource={resource} title={title} mode={mode} id={id} notFound={notFound} error={mainQuery.error} loading={!record || (onOtherLanguage && tabQuery.loading && !tabRecord)}>
      {/* A new language is a new form: edits of the previous tab are dropped even where the values match. The
          main language arriving from the server is not a switch: what was typed meanwhile stays. */}
      <Formik key={language ?? ''} initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={title}>
            {showTabs && shopLanguages && currentLanguage ? (
              <TabsWithGuard languages={shopLanguages.languages} value={currentLanguage} onSwitch={setLanguage} />
            ) : null}
            <Stack spacing={2} sx={{ maxWidth: 720 }}>
              <InvalidNotice />
              {visibleFields.map((field) => (
                <ResourceFormField key={field.name} field={field} mode={mode} />
              ))}
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="form-submit">
                  <FormattedMessage id="admin.resource.submit" />
                </Button>
                {mode === 'edit' && resource.data.remove ? (
                  <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)} data-testid="form-delete">
                    <FormattedMessage id="admin.resource.delete" />
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Form>
        )}
      </Formik>
      {mode === 'edit' && record ? resource.editPanels?.map((Panel, i) => <Panel key={i} record={record} />) : null}
      <ConfirmDialog
        open={confirmDelete}
        message={intl.formatMessage({ id: resource.messages?.confirmDelete ?? 'admin.resource.confirm.delete' })}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </EditPageFrame>
  );
}
