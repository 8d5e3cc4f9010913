import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ProductCardFieldsFragment } from '../../graphql/shop/graphql';
import { ProductCard } from './ProductCard';
import { usePricesVisible } from './usePricesVisible';

const COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' };

/** Product cards in a grid: two columns on a phone, up to four on a wide screen; placeholders while loading. */
export function ProductGrid({
  products,
  loading = false,
  placeholders = 8,
}: {
  products: readonly ProductCardFieldsFragment[];
  loading?: boolean;
  placeholders?: number;
}) {
  const showPrice = usePricesVisible();
  return (
    <Box data-testid="product-grid" sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: { xs: 1, sm: 2 } }}>
      {loading && products.length === 0
        ? Array.from({ length: placeholders }, (_, i) => <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />)
        : products.map((product) => <ProductCard key={product.id} product={product} showPrice={showPrice} />)}
    </Box>
  );
}
