import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { UpdateTemplateSettingsDocument, type TemplateSettingsFieldsFragment } from '../../../graphql/admin/graphql';
import { KeyValueField } from '../../../ui/form/KeyValueField';
import { SelectField } from '../../../ui/form/SelectField';
import { SettingsGroupForm } from '../SettingsGroupForm';
import { CUSTOM_TEMPLATE, templateSchema } from '../settings-schemas';

interface TemplateValues {
  template: string;
  variables: Array<{ name: string; value: string }>;
}

/** The templates offered: the custom one (with style variables) and the shop's standard look. */
const TEMPLATES = [CUSTOM_TEMPLATE, 'default'];

const toValues = (s: TemplateSettingsFieldsFragment): TemplateValues => ({
  template: s.template,
  variables: s.variables.map(({ name, value }) => ({ name, value })),
});

/** The storefront's template: custom gives name-keyed style variables (e.g. primary_color = #b71c1c). */
export function TemplateSettingsForm({ settings }: { settings: TemplateSettingsFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.setting.template.${id}` });
  const [update] = useMutation(UpdateTemplateSettingsDocument);
  const initialValues = useMemo(() => toValues(settings), [settings]);
  // A template stored by other means stays choosable.
  const templates = TEMPLATES.includes(settings.template) ? TEMPLATES : [...TEMPLATES, settings.template];
  const templateLabel = (key: string) => {
    const id = `admin.setting.template.option.${key}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : key;
  };

  return (
    <SettingsGroupForm
      group="template"
      label={intl.formatMessage({ id: 'admin.setting.tab.template' })}
      initialValues={initialValues}
      schema={templateSchema}
      save={async ({ template, variables }) => {
        // The variables belong to the custom template; with another one the stored variables are kept.
        const input = template === CUSTOM_TEMPLATE ? { template, variables } : { template };
        const { data } = await update({ variables: { input } });
        return data ? toValues(data.updateTemplateSettings) : { template, variables };
      }}
    >
      {({ values }) => (
        <>
          <SelectField name="template" label={t('template')} required options={templates.map((key) => ({ value: key, label: templateLabel(key) }))} />
          {values.template === CUSTOM_TEMPLATE ? (
            <KeyValueField
              name="variables"
              label={t('variables')}
              helperText={t('variablesHelp')}
              keyName="name"
              keyLabel={t('variableName')}
              valueLabel={t('variableValue')}
            />
          ) : null}
        </>
      )}
    </SettingsGroupForm>
  );
}
