import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { UpdateBasicSettingsDocument, type BasicSettingsFieldsFragment } from '../../../graphql/admin/graphql';
import { MultiSelectField } from '../../../ui/form/MultiSelectField';
import { SelectField } from '../../../ui/form/SelectField';
import { TextField } from '../../../ui/form/TextField';
import { contentLanguageLabel } from '../../../ui/languages';
import { SettingsGroupForm } from '../SettingsGroupForm';
import { basicSchema } from '../settings-schemas';

type BasicValues = BasicSettingsFieldsFragment;

/** Content languages offered without typing (others may be typed: lowercase code like `ja_jp`). */
const KNOWN_LANGUAGES = ['en_us', 'zh_hk', 'zh_cn'];

const toValues = (s: BasicSettingsFieldsFragment): BasicValues => ({
  name: s.name,
  mainLanguage: s.mainLanguage,
  supportedLanguages: [...s.supportedLanguages],
  scriptHeader: s.scriptHeader,
  scriptFooter: s.scriptFooter,
  css: s.css,
  headerScript: s.headerScript,
  footerScript: s.footerScript,
  mailFrom: s.mailFrom,
  contactEmail: s.contactEmail,
  timezone: s.timezone,
});

/** Shop name, languages (the main one among the supported ones), mail addresses, injected scripts and CSS. */
export function BasicSettingsForm({ settings }: { settings: BasicSettingsFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.setting.basic.${id}` });
  const [update] = useMutation(UpdateBasicSettingsDocument);
  const initialValues = useMemo(() => toValues(settings), [settings]);
  const languageOption = (code: string) => ({ value: code, label: contentLanguageLabel(intl, code) });

  return (
    <SettingsGroupForm
      group="basic"
      label={intl.formatMessage({ id: 'admin.setting.tab.basic' })}
      initialValues={initialValues}
      schema={basicSchema}
      save={async (values) => {
        const { data } = await update({ variables: { input: toValues(values) } });
        return data ? toValues(data.updateBasicSettings) : values;
      }}
    >
      {({ values }) => (
        <>
          <TextField name="name" label={t('name')} required maxLength={100} />
          <MultiSelectField
            name="supportedLanguages"
            label={t('supportedLanguages')}
            helperText={t('supportedLanguagesHelp')}
            required
            freeSolo
            options={KNOWN_LANGUAGES.map(languageOption)}
          />
          <SelectField name="mainLanguage" label={t('mainLanguage')} required options={values.supportedLanguages.map(languageOption)} />
          <TextField name="mailFrom" type="email" label={t('mailFrom')} />
          <TextField name="contactEmail" type="email" label={t('contactEmail')} />
          <TextField name="timezone" label={t('timezone')} helperText={t('timezoneHelp')} required maxLength={100} />
          <TextField name="scriptHeader" label={t('scriptHeader')} helperText={t('scriptHelp')} multiline minRows={3} maxRows={12} />
          <TextField name="scriptFooter" label={t('scriptFooter')} helperText={t('scriptHelp')} multiline minRows={3} maxRows={12} />
          <TextField name="css" label={t('css')} multiline minRows={3} maxRows={12} />
          <TextField name="headerScript" label={t('headerScript')} multiline minRows={3} maxRows={12} />
          <TextField name="footerScript" label={t('footerScript')} multiline minRows={3} maxRows={12} />
        </>
      )}
    </SettingsGroupForm>
  );
}
