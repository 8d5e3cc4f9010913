import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { formTool } from '../agents/form-tool';

/** The product page's chosen stock, as the cart needs it. */
export interface CartStock {
  id: number;
  allAvailableInventories: number;
}

interface Props {
  /** The chosen stock (spec section 4); undefined while options are still open. */
  stock: CartStock | undefined;
  /**
   * Puts the stock in the cart. Left out when the shopper has no cart (e.g. no warehouse sells): the
   * button then stays disabled.
   */
  onAddToCart?: (stockId: number, quantity: number) => Promise<unknown> | void;
  /** Units of this stock already in the cart: they count against what can be bought. */
  inCart?: number;
  /** No visible stock of the product can be sold (before one is chosen): 'Sold out', not an active button. */
  productSoldOut?: boolean;
}

/**
 * Quantity and 'Add to cart' (spec section 5, cart add): an option must be chosen, the quantity is an
 * integer of at least 1 and, with what is already in the cart, no more than what can be bought.
 */
export function AddToCartForm({ stock, onAddToCart, inCart = 0, productSoldOut = false }: Props) {
  const intl = useIntl();
  const unavailableNote = useId();
  const available = stock?.allAvailableInventories ?? 0;
  const buyable = Math.max(available - inCart, 0);
  const schema = yup.object({
    quantity: yup
      .number()
      .typeError(intl.formatMessage({ id: 'shop.product.quantityMin' }))
      .required(intl.formatMessage({ id: 'shop.product.quantityMin' }))
      .integer(intl.formatMessage({ id: 'shop.product.quantityMin' }))
      .min(1, intl.formatMessage({ id: 'shop.product.quantityMin' }))
      .max(Math.max(buyable, 1), intl.formatMessage({ id: 'shop.product.quantityMax' }))
      .test('buyable', intl.formatMessage({ id: 'shop.product.quantityMax' }), () => stock === undefined || buyable > 0),
  });
  const ready = Boolean(onAddToCart);
  // The product, or the chosen option, is sold out: the button says so and cannot be pressed.
  const soldOut = stock !== undefined ? available < 1 : productSoldOut;
  const button = (
    <Button
      type="submit"
      variant="contained"
      size="large"
      startIcon={<AddShoppingCartIcon />}
      // Without a chosen stock the click says to choose one (spec section 5) rather than doing nothing.
      disabled={!ready || soldOut}
      aria-describedby={ready ? undefined : unavailableNote}
      data-testid="add-to-cart"
      sx={{ flexGrow: { xs: 1, sm: 0 } }}
    >
      <FormattedMessage id={soldOut ? 'shop.product.soldOut' : 'shop.product.addToCart'} />
    </Button>
  );
  return (
    <Formik
      initialValues={{ quantity: '1' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        if (!onAddToCart) return;
        if (!stock) {
          helpers.setStatus(intl.formatMessage({ id: 'shop.product.chooseOption' }));
          return;
        }
        helpers.setStatus(undefined);
        await onAddToCart(stock.id, Number(values.quantity));
      }}
    >
      {({ status }) => (
        <>
          <Box
            component={Form}
            noValidate
            sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
            data-testid="add-to-cart-form"
            {...formTool(intl, 'add_to_cart_form')}
          >
            <FormikTextField
              name="quantity"
              type="number"
              size="small"
              label={intl.formatMessage({ id: 'shop.product.quantity' })}
              sx={{ width: 100 }}
              slotProps={{ htmlInput: { min: 1, max: buyable || undefined, step: 1, inputMode: 'numeric', 'data-testid': 'quantity' } }}
            />
            {button}
          </Box>
          {ready ? null : (
            // Said under the button, not in a tooltip: a phone cannot hover, and a disabled button gets no
            // pointer events to show one (MUI's Tooltip and Popper were also 10 kB of brotli on a product page's first visit).
            <Typography id={unavailableNote} variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="cart-unavailable">
              <FormattedMessage id="shop.product.cartUnavailable" />
            </Typography>
          )}
          {typeof status === 'string' && stock === undefined ? (
            <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }} data-testid="choose-option">
              {status}
            </Typography>
          ) : null}
        </>
      )}
    </Formik>
  );
}
