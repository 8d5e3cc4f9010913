import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCart } from './CartContext';
import { TextInput } from '../../ui/TextInput';

/**
 * The coupon field of the cart and the checkout review (issue 14): a code is applied on the server,
 * which answers the repriced cart or the spec's message ('Your coupon code is invalid', or the one for a
 * coupon that cannot be combined), shown under the field. Applied codes are chips that remove them.
 * Not a <form> of its own: on the checkout review it sits inside the checkout form, so Enter in the
 * field applies the code (and does not place the order) by hand.
 */
export function CouponField({ onChange }: { onChange?: () => void }) {
  const intl = useIntl();
  const { cart, applyCoupon, removeCoupon } = useCart();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!code.trim() || busy) return;
    setBusy(true);
    const failure = await applyCoupon(code.trim());
    setBusy(false);
    setError(failure);
    if (!failure) {
      setCode('');
      onChange?.();
    }
  };

  const applyOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  };

  return (
    <Stack spacing={1} data-testid="coupon-field">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          name="coupon"
          size="small"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={applyOnEnter}
          label={intl.formatMessage({ id: 'shop.coupon.label' })}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{
            htmlInput: { maxLength: 64, 'data-testid': 'coupon-input', toolparamdescription: intl.formatMessage({ id: 'shop.agents.form.coupon' }) },
          }}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button variant="outlined" disabled={busy} onClick={() => void apply()} data-testid="coupon-apply">
          <FormattedMessage id="shop.coupon.apply" />
        </Button>
      </Stack>
      {cart?.coupons.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {cart.coupons.map((applied) => (
            <Chip
              key={applied}
              label={applied}
              data-testid="coupon-chip"
              onDelete={() => void removeCoupon(applied).then(() => onChange?.())}
              aria-label={intl.formatMessage({ id: 'shop.coupon.remove' }, { code: applied })}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
