import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { Price } from '../currency/Price';

interface Props {
  price: string | null | undefined;
  specialPrice: string | null | undefined;
  /** Larger type for the product page. */
  size?: 'small' | 'large';
}

/**
 * A product's price in the chosen currency: the special price with the regular price struck through
 * when there is one. Nothing when the price is hidden (member-only mode for visitors: the API sends null).
 */
export function ProductPrice({ price, specialPrice, size = 'small' }: Props) {
  const intl = useIntl();
  if (price == null) return null;
  const fontSize = size === 'large' ? '1.5rem' : '1rem';
  if (specialPrice == null) {
    return (
      <Box data-testid="product-price" sx={{ fontSize, fontWeight: 600 }}>
        <Price amount={price} />
      </Box>
    );
  }
  return (
    <Box data-testid="product-price" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      <Price amount={specialPrice} data-testid="special-price" sx={{ fontSize, fontWeight: 600, color: 'error.main' }} />
      <Box
        component="s"
        aria-label={intl.formatMessage({ id: 'shop.product.regularPrice' })}
        sx={{ color: 'text.secondary', fontSize: size === 'large' ? '1rem' : '0.875rem' }}
      >
        <Price amount={price} data-testid="regular-price" />
      </Box>
    </Box>
  );
}
