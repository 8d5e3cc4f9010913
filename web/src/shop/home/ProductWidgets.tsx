import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { ProductWidgetDocument } from '../../graphql/shop/graphql';
import { ProductGrid } from '../catalog/ProductGrid';
import { useShopSettings } from '../settings/ShopSettings';

/** The home page's product rows, in order, with their headings. */
export const HOME_WIDGETS = [
  { type: 'new', title: 'shop.home.widget.new' },
  { type: 'featured', title: 'shop.home.widget.featured' },
  { type: 'hot', title: 'shop.home.widget.hot' },
] as const;

/** Products per row: two rows of four on a wide screen, four rows of two on a phone. */
const WIDGET_LIMIT = 8;

/** One product row (productWidget); a row with no product is left out. */
function ProductWidgetRow({ type, title }: (typeof HOME_WIDGETS)[number]) {
  const { language } = useShopSettings();
  const { data, previousData, loading } = useQuery(ProductWidgetDocument, {
    variables: { type, limit: WIDGET_LIMIT, language: language ?? null },
    skip: !language,
  });
  const products = (data ?? previousData)?.productWidget ?? [];
  if (!loading && products.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={`home-widget-${type}`} data-testid={`home-widget-${type}`} sx={{ mt: 4 }}>
      <Typography id={`home-widget-${type}`} variant="h5" component="h2" gutterBottom>
        <FormattedMessage id={title} />
      </Typography>
      <ProductGrid products={products} loading={loading} placeholders={4} />
    </Box>
  );
}

/** New, featured and hot products. */
export function ProductWidgets() {
  return (
    <>
      {HOME_WIDGETS.map((widget) => (
        <ProductWidgetRow key={widget.type} {...widget} />
      ))}
    </>
  );
}

export default ProductWidgets;
