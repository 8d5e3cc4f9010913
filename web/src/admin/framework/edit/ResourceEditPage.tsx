import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Form, Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { byRootField, placeFormErrors } from '../../../ui/errors';
import { trimDeep } from '../../../ui/validation/rules';
import { useAdminSession } from '../../auth/session';
import { ConfirmDialog } from '../dialogs';
import { declaredVariables } from '../format';
import { translatableFields, type AnyResource, type FormMode } from '../resource';
import { EditFormButtons } from './EditFormButtons';
import { EditPageFrame } from './EditPageFrame';
import { LanguageTabs } from './LanguageTabs';
import { ResourceFormField } from './ResourceFormField';
import { changedTranslationsOnly, globalFields } from './translation';
import { useEditPageActions } from './useEditPageActions';
import { useEditRecord } from './useEditRecord';

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
function placeServerErrors(intl: IntlShape, error: unknown, fieldNames: readonly string[]): { fields: FormikErrors<Values>; messages: string[] } {
  const { errors, messages } = placeFormErrors(error, byRootField(fieldNames), intl);
  return { fields: errors as FormikErrors<Values>, messages };
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
  const client = useApolloClient();
  const intl = useIntl();
  const session = useAdminSession();

  const translatable = useMemo(() => translatableFields(resource), [resource]);
  const { oneField } = resource.data;
  const pick = (data: unknown) => (data as Record<string, RecordData> | undefined)?.[oneField];
  const edited = useEditRecord({ mode, document: resource.data.one, pick, translatable });
  const { id, record, currentLanguage } = edited;
  const { title, save, askDelete, dialogs } = useEditPageActions({ resource, mode, id, notFound: edited.notFound, deleteDocument: resource.data.remove });

  const ownRecord = mode === 'edit' && id === session.admin.id;
  const visibleFields = resource.fields.filter((field) => (mode === 'create' || !field.createOnly) && (!field.ownRecordOnly || ownRecord));
  const fieldNames = visibleFields.map((field) => field.name);
  const initialValues = useMemo(() => resource.data.toForm(mode === 'edit' ? (record ?? null) : null) as Values, [resource, mode, record]);
  const schema = useMemo(() => resource.validation(mode), [resource, mode]);

  const saveDocument = mode === 'create' ? resource.data.create : resource.data.update;
  const savedField = (mode === 'create' ? resource.data.createField : resource.data.updateField) ?? '';

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    // A declaration without `update` has a hand-written editScreen, so this screen never edits it.
    if (!saveDocument) throw new Error(`Resource ${resource.name} declares no update document`);
    await save(values, helpers, {
      send: async (trimmed) => {
        const input = resource.data.toInput(trimmed, mode) as Values;
        const variables = declaredVariables(saveDocument, {
          id,
          input: edited.onOtherLanguage ? changedTranslationsOnly(input, resource.data.toInput(trimDeep(initialValues), mode) as Values, translatable) : input,
          language: currentLanguage,
          globals: globalFields(fieldNames, translatable),
        });
        const { data } = await client.mutate({ mutation: saveDocument, variables });
        const saved = (data as Record<string, RecordData> | undefined)?.[savedField];
        if (saved) await resource.afterSave?.({ mode, saved, before: record, values: trimmed, session, client });
        return saved;
      },
      // The sent values are the record now; the reload brings the server's own view.
      savedValues: (_saved, sent) => sent,
      reload: edited.reload,
      placeErrors: (error) => placeServerErrors(intl, error, fieldNames),
    });
  };

  return (
    <EditPageFrame resource={resource} title={title} mode={mode} id={id} notFound={edited.notFound} error={edited.mainQuery.error} loading={edited.loading}>
      {/* A new language is a new form: edits of the previous tab are dropped even where the values match. The
          main language arriving from the server is not a switch: what was typed meanwhile stays. */}
      <Formik key={edited.language ?? ''} initialValues={initialValues} validationSchema={schema} onSubmit={submit} enableReinitialize>
        <Form noValidate aria-label={title}>
          {edited.tabs ? <TabsWithGuard {...edited.tabs} /> : null}
          <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <InvalidNotice />
            {visibleFields.map((field) => (
              <ResourceFormField key={field.name} field={field} mode={mode} />
            ))}
            <EditFormButtons onDelete={askDelete} />
          </Stack>
        </Form>
      </Formik>
      {mode === 'edit' && record ? resource.editPanels?.map((Panel, i) => <Panel key={i} record={record} />) : null}
      {dialogs}
    </EditPageFrame>
  );
}
