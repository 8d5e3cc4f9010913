import { useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { UpdatePointsSettingsDocument, type PointsSettingsFieldsFragment } from '../../../graphql/admin/graphql';
import { NumberField } from '../../../ui/form/NumberField';
import { SelectField } from '../../../ui/form/SelectField';
import { SettingsGroupForm } from '../SettingsGroupForm';
import { pointsSchema } from '../settings-schemas';

interface PointsValues {
  earnRate: number | null;
  redeemRate: number | null;
  maxRedeemPercent: number | null;
  expiryMonths: number | null;
  usableOn: string | null;
}

const toValues = (s: PointsSettingsFieldsFragment): PointsValues => ({
  earnRate: s.earnRate,
  redeemRate: s.redeemRate,
  maxRedeemPercent: s.maxRedeemPercent,
  expiryMonths: s.expiryMonths,
  usableOn: s.usableOn,
});

/** Reward points (issue 14): earning and redemption rates, the share of an order points may pay, expiry, when points become usable. */
export function PointsSettingsForm({ settings }: { settings: PointsSettingsFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `admin.setting.points.${id}` });
  const [update] = useMutation(UpdatePointsSettingsDocument);
  const initialValues = useMemo(() => toValues(settings), [settings]);
  const usableOn = ['completed', 'paid'].map((value) => ({ value, label: t(`usableOn.${value}`) }));
  return (
    <SettingsGroupForm
      group="points"
      label={intl.formatMessage({ id: 'admin.setting.tab.points' })}
      initialValues={initialValues}
      schema={pointsSchema}
      save={async (values) => {
        const { data } = await update({ variables: { input: values } });
        return data ? toValues(data.updatePointsSettings) : values;
      }}
    >
      {() => (
        <>
          <NumberField name="earnRate" label={t('earnRate')} helperText={t('earnRateHelp')} integer required />
          <NumberField name="redeemRate" label={t('redeemRate')} helperText={t('redeemRateHelp')} integer required />
          <NumberField name="maxRedeemPercent" label={t('maxRedeemPercent')} integer required />
          <NumberField name="expiryMonths" label={t('expiryMonths')} helperText={t('expiryMonthsHelp')} integer required />
          <SelectField name="usableOn" label={t('usableOn')} options={usableOn} required />
        </>
      )}
    </SettingsGroupForm>
  );
}
