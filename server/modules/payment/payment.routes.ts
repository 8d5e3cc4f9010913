import Upload from 'graphql-upload/Upload.mjs';
import { crudRoutes, type RestRoute } from '../../rest/route.js';

export const paymentRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/payment', field: 'paymentMethods', summary: 'Enabled payment methods (Stripe: publishable key only), ?language' },
  {
    method: 'GET',
    path: '/api/admin/check/pem',
    field: 'merchantCertificatePresent',
    args: () => ({}),
    shape: (present) => ({ pem: present === true }),
    answer: '{pem}',
    summary: 'Whether a valid merchant certificate is stored -> {pem: true or false}',
  },
  {
    method: 'POST',
    path: '/api/admin/upload/pem',
    field: 'uploadMerchantCertificate',
    // A text field named `pem` is no file.
    args: (req) => ({ file: req.body.pem instanceof Upload ? req.body.pem : undefined }),
    shape: () => ({ pem: true }),
    answer: '{pem}',
    errorFields: { file: 'pem' },
    summary: 'Store the merchant certificate (multipart field pem: PEM, at most 64 KB) -> {pem: true}',
  },
  ...crudRoutes({
    path: 'payment',
    label: 'payment methods',
    one: 'paymentMethod',
    many: 'paymentMethodList',
    create: 'createPaymentMethod',
    update: 'updatePaymentMethod',
    remove: 'deletePaymentMethod',
    removeMany: 'deletePaymentMethods',
    updateMany: 'updatePaymentMethods',
  }),
];
