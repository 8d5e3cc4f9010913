import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

interface Props {
  stock: { allAvailableInventories: number } | undefined;
  /** Some visible stock can be sold (before a stock is chosen). */
  productAvailable: boolean;
  hasStocks: boolean;
}

/** 'In stock' with the quantity that can be bought, or 'Out of stock'; a hint while options are open. */
export function StockAvailability({ stock, productAvailable, hasStocks }: Props) {
  if (!stock) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="stock-availability">
        <FormattedMessage id={hasStocks && productAvailable ? 'shop.product.chooseOptions' : 'shop.product.outOfStock'} />
      </Typography>
    );
  }
  const available = stock.allAvailableInventories;
  return (
    <Typography variant="body2" color={available > 0 ? 'success.main' : 'error.main'} sx={{ fontWeight: 600 }} data-testid="stock-availability">
      {available > 0 ? <FormattedMessage id="shop.product.inStock" values={{ count: available }} /> : <FormattedMessage id="shop.product.outOfStock" />}
    </Typography>
  );
}
