import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ProductCardFieldsFragment } from '../../graphql/shop/graphql';
import { ProductCard, type CardHeadingLevel } from './ProductCard';
import { usePricesVisible } from './usePricesVisible';

/** The most cards a row holds (COLUMNS). */
const FIRST_ROW = 4;
const COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' };

/**
 * Product cards in a grid: two columns on a phone, up to four on a wide screen; placeholders while loading.
 * A listing page's first row is on the first screen: its pictures load at once, the others when scrolled near.
 * The cards' names are h2 under a listing's h1, h3 in a section with an h2 of its own (`headingLevel`).
 */
export function ProductGrid({
  products,
  loading = false,
  placeholders = 8,
  firstScreen = false,
  headingLevel = 'h2',
}: {
  products: readonly ProductCardFieldsFragment[];
  loading?: boolean;
  placeholders?: number;
  firstScreen?: boolean;
  headingLevel?: CardHeadingLevel;
}) {
  const showPrice = usePricesVisible();
  return (
    <Box data-testid="product-grid" sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: { xs: 1, sm: 2 } }}>
      {loading && products.length === 0
        ? Array.from({ length: placeholders }, (_, i) => <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />)
        : products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              showPrice={showPrice}
              eager={firstScreen && index < FIRST_ROW}
              priority={firstScreen && index === 0}
              headingLevel={headingLevel}
            />
          ))}
    </Box>
  );
}
