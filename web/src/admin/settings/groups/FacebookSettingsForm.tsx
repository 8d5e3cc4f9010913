import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { UpdateFacebookSettingsDocument, type FacebookSettingsFieldsFragment } from '../../../graphql/admin/graphql';
import { PasswordField } from '../../../ui/form/PasswordField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import { SettingsGroupForm } from '../SettingsGroupForm';
import { facebookSchema } from '../settings-schemas';

interface FacebookValues {
  enabled: boolean;
  fbClientId: string;
  /** Write-only: never shown; empty keeps the stored secret. */
  fbClientSecret: string;
}

const toValues = (s: FacebookSettingsFieldsFragment): FacebookValues => ({ enabled: s.enabled, fbClientId: s.fbClientId, fbClientSecret: '' });

/** Facebook login: on/off, app id, and the app secret (write-only: the screen only says whether one is set). */
export function FacebookSettingsForm({ settings }: { settings: FacebookSettingsFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.setting.facebook.${id}` });
  const [update, { data: saved }] = useMutation(UpdateFacebookSettingsDocument);
  const initialValues = useMemo(() => toValues(settings), [settings]);
  const secretSet = saved?.updateFacebookSettings.fbClientSecretSet ?? settings.fbClientSecretSet;

  return (
    <SettingsGroupForm
      group="facebook"
      label={intl.formatMessage({ id: 'admin.setting.tab.facebook' })}
      initialValues={initialValues}
      schema={facebookSchema}
      save={async ({ enabled, fbClientId, fbClientSecret }) => {
        // An absent secret keeps the stored one: only a newly typed secret is sent.
        const input = { enabled, fbClientId, ...(fbClientSecret ? { fbClientSecret } : {}) };
        const { data } = await update({ variables: { input } });
        return data ? toValues(data.updateFacebookSettings) : { enabled, fbClientId, fbClientSecret: '' };
      }}
    >
      {() => (
        <>
          <SwitchField name="enabled" label={t('enabled')} />
          <TextField name="fbClientId" label={t('clientId')} />
          <PasswordField name="fbClientSecret" label={t('clientSecret')} autoComplete="off" helperText={t(secretSet ? 'secretSet' : 'secretNotSet')} />
        </>
      )}
    </SettingsGroupForm>
  );
}
