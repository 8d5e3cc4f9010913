import Box from '@mui/material/Box';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { text } from '../../ui/validation/rules';
import { useCurrency } from '../currency/CurrencyContext';
import { useShopSettings } from '../settings/ShopSettings';
import { PRICE_PATTERN } from './catalog-params';
import { currencyRate, fromBaseAmount, toBaseAmount } from './price-range';
import { formTool } from '../agents/form-tool';

/** Spec section 9: URL search-param sync is debounced 500 ms. */
export const PRICE_SYNC_DELAY_MS = 500;

interface Values {
  min: string;
  max: string;
}

function schema(invalid: string, order: string) {
  const amount = text().test('price', invalid, (value) => !value || PRICE_PATTERN.test(value));
  return yup.object({
    min: amount,
    max: amount.test('order', order, function check(value) {
      const min = (this.parent as Values).min?.trim();
      return !value || !min || !PRICE_PATTERN.test(min) || Number(value) >= Number(min);
    }),
  });
}

/** Submits the form once the shopper has stopped typing for the sync delay. */
function SubmitWhenIdle() {
  const { values, initialValues, submitForm } = useFormikContext<Values>();
  useEffect(() => {
    // Nothing typed (or the URL just brought these values): nothing to apply.
    if (values.min === initialValues.min && values.max === initialValues.max) return;
    const timer = setTimeout(() => void submitForm(), PRICE_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, initialValues, submitForm]);
  return null;
}

/**
 * The price range filter, typed in the shopper's currency (the one prices are shown in) and kept in the
 * URL in the base currency. Applied 500 ms after the last keystroke, or at once with Enter.
 */
export function PriceRangeFilter({
  priceMin,
  priceMax,
  bounds,
  onChange,
}: {
  priceMin: string | null;
  priceMax: string | null;
  /** The category's price range (base currency), shown as the fields' placeholders. */
  bounds?: { min: string | null; max: string | null };
  onChange: (min: string | null, max: string | null) => void;
}) {
  const intl = useIntl();
  const { config } = useShopSettings();
  const { currency, currencies } = useCurrency();
  const rate = currencyRate(currencies, currency, config?.baseCurrency ?? undefined);
  const mark = currencies.find((entry) => entry.identifier === currency)?.mark ?? currency ?? '';
  const invalid = intl.formatMessage({ id: 'shop.validation.invalid' });
  const order = intl.formatMessage({ id: 'shop.catalog.filter.priceOrder' });

  return (
    <Formik<Values>
      initialValues={{ min: fromBaseAmount(priceMin, rate), max: fromBaseAmount(priceMax, rate) }}
      enableReinitialize
      validationSchema={schema(invalid, order)}
      onSubmit={(values) =>
        onChange(values.min.trim() ? toBaseAmount(values.min, rate, 'min') : null, values.max.trim() ? toBaseAmount(values.max, rate, 'max') : null)
      }
    >
      <Form
        noValidate
        aria-label={intl.formatMessage({ id: 'shop.catalog.filter.price' }, { currency: mark })}
        data-testid="price-range-form"
        {...formTool(intl, 'filter_by_price', { currency: mark })}
      >
        <SubmitWhenIdle />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <FormikTextField
            name="min"
            size="small"
            label={intl.formatMessage({ id: 'shop.catalog.filter.priceMin' })}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'price-min', placeholder: fromBaseAmount(bounds?.min ?? null, rate) } }}
          />
          <FormikTextField
            name="max"
            size="small"
            label={intl.formatMessage({ id: 'shop.catalog.filter.priceMax' })}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'price-max', placeholder: fromBaseAmount(bounds?.max ?? null, rate) } }}
          />
        </Box>
        {/* Enter in either field applies the range at once. */}
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </Form>
    </Formik>
  );
}
