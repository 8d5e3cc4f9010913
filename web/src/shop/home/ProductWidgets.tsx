import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { ProductWidgetDocument } from '../../graphql/shop/graphql';
import { ProductGrid } from '../catalog/ProductGrid';
import { useShopSettings } from '../settings/ShopSettings';
import { productWidgetVariables } from './home-queries';

export interface ProductWidgetProps {
  /** new, featured, hot, category or brand (`/api/widget`). */
  type: string;
  /** The category or brand url. */
  url?: string | null;
  limit?: number | null;
  /** Where the row sits among the home page's sections (unique ids and test ids). */
  position: number;
}

/** One product row of the home page (productWidget), with its heading; a row with no product is left out. */
export function ProductWidgetRow({ type, url, limit, position }: ProductWidgetProps) {
  const { language } = useShopSettings();
  const { data, previousData, loading } = useQuery(ProductWidgetDocument, {
    variables: productWidgetVariables({ type, url, limit }, language),
    skip: !language,
  });
  const products = (data ?? previousData)?.productWidget ?? [];
  if (!loading && products.length === 0) return null;
  const headingId = `home-widget-${position}`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={`home-widget-${type}`} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        <FormattedMessage id={`shop.home.widget.${type}`} />
      </Typography>
      <ProductGrid products={products} loading={loading} placeholders={4} headingLevel="h3" />
    </Box>
  );
}
