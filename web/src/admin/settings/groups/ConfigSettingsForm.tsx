import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { UpdateConfigSettingsDocument, type ConfigSettingsFieldsFragment } from '../../../graphql/admin/graphql';
import { NumberField } from '../../../ui/form/NumberField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { SettingsGroupForm } from '../SettingsGroupForm';
import { MAX_MAILS_PER_MINUTE, MAX_TOKEN_MINUTES, MIN_TOKEN_MINUTES, configSchema } from '../settings-schemas';

interface ConfigValues {
  tokenExpiredTime: number | null;
  catalogMode: boolean;
  memberOnly: boolean;
  guestCheckout: boolean;
  mailsPerMinute: number | null;
}

const toValues = (s: ConfigSettingsFieldsFragment): ConfigValues => ({
  tokenExpiredTime: s.tokenExpiredTime,
  catalogMode: s.catalogMode,
  memberOnly: s.memberOnly,
  guestCheckout: s.guestCheckout,
  mailsPerMinute: s.mailsPerMinute,
});

/** Token lifetime (minutes) and the storefront's modes: catalog mode, member only, guest checkout. */
export function ConfigSettingsForm({ settings }: { settings: ConfigSettingsFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `admin.setting.config.${id}` }, values);
  const [update] = useMutation(UpdateConfigSettingsDocument);
  const initialValues = useMemo(() => toValues(settings), [settings]);

  return (
    <SettingsGroupForm
      group="config"
      label={intl.formatMessage({ id: 'admin.setting.tab.config' })}
      initialValues={initialValues}
      schema={configSchema}
      save={async (values) => {
        const { data } = await update({ variables: { input: values } });
        return data ? toValues(data.updateConfigSettings) : values;
      }}
    >
      {() => (
        <>
          <NumberField
            name="tokenExpiredTime"
            label={t('tokenExpiredTime')}
            helperText={t('tokenExpiredTimeHelp', { min: MIN_TOKEN_MINUTES, max: MAX_TOKEN_MINUTES })}
            unit={t('minutes')}
            integer
            required
          />
          <SwitchField name="catalogMode" label={t('catalogMode')} helperText={t('catalogModeHelp')} />
          <SwitchField name="memberOnly" label={t('memberOnly')} helperText={t('memberOnlyHelp')} />
          <SwitchField name="guestCheckout" label={t('guestCheckout')} helperText={t('guestCheckoutHelp')} />
          <NumberField
            name="mailsPerMinute"
            label={t('mailsPerMinute')}
            helperText={t('mailsPerMinuteHelp', { min: 1, max: MAX_MAILS_PER_MINUTE })}
            integer
            required
          />
        </>
      )}
    </SettingsGroupForm>
  );
}
