import PaymentIcon from '@mui/icons-material/Payment';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { createElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import {
  CreatePaymentMethodDocument,
  DeletePaymentMethodDocument,
  DeletePaymentMethodsDocument,
  PaymentMethodDocument,
  PaymentMethodListDocument,
  UpdatePaymentMethodDocument,
  UpdatePaymentMethodsDocument,
  type PaymentKind,
  type PaymentMethodInput,
  type PaymentMethodRecordFragment,
  type PaymentMethodRowFragment,
} from '../../../graphql/admin/graphql';
import type { SelectOption } from '../../../ui/form/types';
import { inputSchema } from '../../../ui/validation/input-schema';
import { required, text } from '../../../ui/validation/rules';
import { defineResource } from '../../framework/resource';
import { MerchantCertificatePage } from './MerchantCertificatePage';

interface PaymentValues {
  kind: PaymentKind | '';
  name: string;
  instructions: string;
  order: number | null;
  enabled: boolean;
  publishableKey: string;
  /** Write-only: always starts empty; empty keeps the stored secret. */
  secretKey: string;
  webhookSecret: string;
  /** Whether the server holds each secret (shown beside the empty box). */
  secretKeySet: boolean;
  webhookSecretSet: boolean;
}

const KINDS: PaymentKind[] = ['cash_on_delivery', 'bank_transfer', 'stripe'];

function useKindOptions(): SelectOption[] {
  const intl = useIntl();
  return KINDS.map((kind) => ({ value: kind, label: intl.formatMessage({ id: `admin.payment.kind.${kind}` }) }));
}

const isStripe = (values: Record<string, unknown>) => values.kind === 'stripe';

/**
 * A Stripe key field, with the server's rule (its prefixes, its length): judged only for a Stripe method
 * (the field is hidden otherwise, and the server drops it); required while the method is enabled, unless
 * a stored secret (`storedFlag`) stands in, as the server's "needs its keys" check says.
 */
const stripeField =
  (storedFlag?: 'secretKeySet' | 'webhookSecretSet') =>
  (key: yup.Schema): yup.Schema =>
    key.when(['kind', 'enabled', ...(storedFlag ? [storedFlag] : [])], ([kind, enabled, stored], schema) => {
      if (kind !== 'stripe') return text();
      return enabled && !stored ? required(schema) : schema;
    });

/** PaymentMethodInput's rules, from the server: kind and name required; Stripe keys of their format. */
export const paymentSchema = () =>
  inputSchema('PaymentMethodInput', {
    adjust: { publishableKey: stripeField(), secretKey: stripeField('secretKeySet'), webhookSecret: stripeField('webhookSecretSet') },
  });

/**
 * Payment methods (issue 6): cash on delivery, bank transfer (instructions per language) and Stripe
 * (publishable key; secret key and webhook secret write-only). The merchant certificate has its own
 * page beside the list.
 */
export const paymentResource = defineResource<PaymentMethodRowFragment, PaymentMethodRecordFragment, PaymentValues, PaymentMethodInput>({
  name: 'payment',
  titleId: 'admin.menu.payment',
  permission: 'payment',
  menu: { group: 'settings', position: 20, icon: PaymentIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.field.name' },
    { key: 'kind', labelId: 'admin.payment.kind', sortable: true, render: (row) => createElement(FormattedMessage, { id: `admin.payment.kind.${row.kind}` }) },
    { key: 'order', labelId: 'admin.field.order', sortable: true, kind: 'number' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, delete: true },
  pages: [{ path: 'certificate', labelId: 'admin.payment.certificate', component: MerchantCertificatePage, icon: VerifiedUserIcon }],
  fields: [
    { name: 'kind', labelId: 'admin.payment.kind', kind: 'select', required: true, useOptions: useKindOptions },
    { name: 'name', labelId: 'admin.field.name', kind: 'text', required: true, translatable: true },
    { name: 'instructions', labelId: 'admin.payment.instructions', kind: 'richtext', translatable: true, helperTextId: 'admin.payment.instructionsHelp' },
    { name: 'publishableKey', labelId: 'admin.payment.publishableKey', kind: 'text', visibleWhen: isStripe },
    { name: 'secretKey', labelId: 'admin.payment.secretKey', kind: 'secret', visibleWhen: isStripe },
    { name: 'webhookSecret', labelId: 'admin.payment.webhookSecret', kind: 'secret', visibleWhen: isStripe },
    { name: 'order', labelId: 'admin.field.order', kind: 'number', integer: true },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
  ],
  validation: paymentSchema,
  data: {
    list: PaymentMethodListDocument,
    listField: 'paymentMethodList',
    one: PaymentMethodDocument,
    oneField: 'paymentMethod',
    create: CreatePaymentMethodDocument,
    createField: 'createPaymentMethod',
    update: UpdatePaymentMethodDocument,
    updateField: 'updatePaymentMethod',
    remove: DeletePaymentMethodDocument,
    removeMany: DeletePaymentMethodsDocument,
    updateMany: UpdatePaymentMethodsDocument,
    toForm: (record) => ({
      kind: record?.kind ?? '',
      name: record?.name ?? '',
      instructions: record?.instructions ?? '',
      order: record?.order ?? 0,
      enabled: record?.enabled ?? true,
      publishableKey: record?.publishableKey ?? '',
      secretKey: '',
      webhookSecret: '',
      secretKeySet: record?.secretKeySet ?? false,
      webhookSecretSet: record?.webhookSecretSet ?? false,
    }),
    toInput: (values) => ({
      kind: values.kind as PaymentKind,
      name: values.name,
      instructions: values.instructions,
      order: values.order ?? 0,
      enabled: values.enabled,
      ...(values.kind === 'stripe'
        ? {
            publishableKey: values.publishableKey,
            // Only a newly typed secret is sent: an absent one keeps what is stored.
            ...(values.secretKey ? { secretKey: values.secretKey } : {}),
            ...(values.webhookSecret ? { webhookSecret: values.webhookSecret } : {}),
          }
        : {}),
    }),
  },
});
