import { memo } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { CheckoutPaymentMethodsDocument, CheckoutShippingMethodsDocument } from '../../graphql/shop/graphql';
import { useCurrency } from '../currency/CurrencyContext';
import { useShopSettings } from '../settings/ShopSettings';
import { ChoiceField } from './ChoiceField';
import { ErrorAlert } from '../../ui/ErrorAlert';

/** The enabled shipping methods with their fee for the destination country and the cart's subtotal. */
export const ShippingStep = memo(function ShippingStep({ country, subtotal }: { country: string | null; subtotal: string }) {
  const intl = useIntl();
  const { language } = useShopSettings();
  const { format } = useCurrency();
  const { data, previousData, error } = useQuery(CheckoutShippingMethodsDocument, { variables: { country, subtotal, language: language ?? null } });
  const methods = (data ?? previousData)?.shippingMethods;
  if (error && !methods) return <ErrorAlert error={error} />;
  if (!methods) return <Skeleton variant="rounded" height={56} />;
  if (!methods.length) return <Alert severity="warning">{intl.formatMessage({ id: 'shop.checkout.noShipping' })}</Alert>;
  return (
    <ChoiceField
      name="shippingMethodId"
      label={intl.formatMessage({ id: 'shop.checkout.shippingMethod' })}
      choices={methods.map((method) => ({
        id: method.id,
        label: (
          <Box component="span">
            <Box component="span" sx={{ fontWeight: 500 }}>
              {method.name}
            </Box>
            {' · '}
            <span data-testid={`shipping-fee-${method.id}`}>
              {Number(method.fee) > 0 ? format(method.fee) : intl.formatMessage({ id: 'shop.checkout.freeShipping' })}
            </span>
            {method.description ? (
              <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                {method.description}
              </Typography>
            ) : null}
          </Box>
        ),
      }))}
    />
  );
});

/** The enabled payment methods; a chosen bank transfer shows its instructions. */
export const PaymentStep = memo(function PaymentStep() {
  const intl = useIntl();
  const { language } = useShopSettings();
  const { data, previousData, error } = useQuery(CheckoutPaymentMethodsDocument, { variables: { language: language ?? null } });
  const methods = (data ?? previousData)?.paymentMethods;
  if (error && !methods) return <ErrorAlert error={error} />;
  if (!methods) return <Skeleton variant="rounded" height={56} />;
  if (!methods.length) return <Alert severity="warning">{intl.formatMessage({ id: 'shop.checkout.noPayment' })}</Alert>;
  return (
    <ChoiceField
      name="paymentMethodId"
      label={intl.formatMessage({ id: 'shop.checkout.paymentMethod' })}
      choices={methods.map((method) => ({
        id: method.id,
        label: method.name,
        details: method.instructions ? (
          <Box
            data-testid="payment-instructions"
            sx={{ ml: 4, mb: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere', '& p': { my: 0.5 } }}
            // Sanitised by the server when stored (DESIGN.md section 3): no script or event handler.
            dangerouslySetInnerHTML={{ __html: method.instructions }}
          />
        ) : undefined,
      }))}
    />
  );
});
