import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductCardFieldsFragment } from '../../graphql/shop/graphql';
import { ProductPrice } from './ProductPrice';
import { Picture } from '../../ui/Picture';

/** A card's width by viewport (ProductGrid's columns), for the picture's srcset. */
const CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';

/** The storefront path of a product (spec section 2). */
export function productPath(url: string): string {
  return `/product/${encodeURIComponent(url)}`;
}

/** The level of a card's name: the one under the page's h1 (a listing), or under its section's h2 (a home page row). */
export type CardHeadingLevel = 'h2' | 'h3';

/**
 * A product in a list: picture (`eager` on the first screen), name (a heading of `headingLevel`), price
 * (hidden when the price is), and whether it can be bought.
 */
export function ProductCard({
  product,
  showPrice,
  eager = false,
  priority = false,
  headingLevel = 'h2',
}: {
  product: ProductCardFieldsFragment;
  showPrice: boolean;
  eager?: boolean;
  /** The page's largest first paint (the first card of a listing): fetched first, preloaded with high priority. */
  priority?: boolean;
  headingLevel?: CardHeadingLevel;
}) {
  const image = product.imageList[0];
  return (
    <Card variant="outlined" data-testid="product-card" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={productPath(product.url)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.100', display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
          {image ? (
            <Picture
              src={image}
              alt=""
              sizes={CARD_SIZES}
              width={640}
              height={640}
              eager={eager}
              priority={priority}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : null}
        </Box>
        <CardContent sx={{ p: { xs: 1, sm: 1.5 }, '&:last-child': { pb: { xs: 1, sm: 1.5 } } }}>
          <Typography
            variant="body2"
            component={headingLevel}
            data-testid="product-card-name"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.86em', mb: 0.5 }}
          >
            {product.name}
          </Typography>
          {showPrice ? <ProductPrice price={product.price} specialPrice={product.specialPrice} /> : null}
          {product.available ? null : (
            <Typography variant="caption" color="text.secondary" data-testid="product-card-sold-out">
              <FormattedMessage id="shop.product.outOfStock" />
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
