import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { StorefrontProductQuery } from '../../graphql/shop/graphql';
import { ProductPrice } from '../catalog/ProductPrice';
import { usePageMeta } from '../catalog/usePageMeta';
import { usePricesVisible } from '../catalog/usePricesVisible';
import { useShopSettings } from '../settings/ShopSettings';
import { useCart } from '../cart/CartContext';
import { AddToCartForm, type CartStock } from './AddToCartForm';
import { OptionSelector } from './OptionSelector';
import { ProductGallery } from './ProductGallery';
import { StockAvailability } from './StockAvailability';
import { NO_SELECTION, chosenImages, chosenStock, toggleOption, type OptionSelection } from './option-selection';

type Product = StorefrontProductQuery['storefrontProduct'];

/**
 * A product: pictures beside (on a phone: above) its name, price, options, availability and the cart
 * form; the description below. The price follows the chosen stock once every option is chosen.
 */
export function ProductView({ product }: { product: Product }) {
  const { config } = useShopSettings();
  const pricesVisible = usePricesVisible() && product.priceVisible;
  const [selection, setSelection] = useState<OptionSelection>(NO_SELECTION);
  const stock = chosenStock(product.stocks, product.attributes, selection);
  const optionImages = chosenImages(product.stocks, selection);
  const images = optionImages.length ? optionImages : product.imageList;
  usePageMeta(product.metaTitle || product.name, product.metaDescription);

  return (
    <Box component="article" data-testid="product-page">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: { xs: 2, md: 4 } }}>
        {/* A new set of pictures (another colour chosen) starts at its first picture. */}
        <ProductGallery key={images.join(' ')} images={images} name={product.name} />
        <Box>
          <Typography variant="h4" component="h1" data-testid="product-name" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}>
            {product.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1, alignItems: 'center' }}>
            {product.brand ? (
              <Typography variant="body2" color="text.secondary" data-testid="product-brand">
                {product.brand.title}
              </Typography>
            ) : null}
            {product.categories.map((category) => (
              <Chip
                key={category.id}
                size="small"
                label={category.title}
                clickable
                component={RouterLink}
                to={`/category/${encodeURIComponent(category.url)}`}
              />
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
            {/* The product code only: a stock's sku is internal to the warehouse (issue 20). */}
            <FormattedMessage id="shop.product.sku" values={{ sku: product.sku }} />
          </Typography>
          {pricesVisible ? (
            <Box sx={{ mb: 2 }}>
              <ProductPrice price={stock ? stock.price : product.price} specialPrice={stock ? stock.specialPrice : product.specialPrice} size="large" />
            </Box>
          ) : null}
          <OptionSelector
            attributes={product.attributes}
            stocks={product.stocks}
            selection={selection}
            onToggle={(attributeId, valueId) => setSelection((current) => toggleOption(product.stocks, current, attributeId, valueId))}
          />
          <StockAvailability stock={stock} productAvailable={product.available} hasStocks={product.stocks.length > 0} />
          {config?.catalogMode ? null : (
            <Box sx={{ mt: 2 }}>
              <ProductCartForm stock={stock} productSoldOut={!product.available} />
            </Box>
          )}
        </Box>
      </Box>
      {product.description ? (
        <>
          <Divider sx={{ my: 4 }} />
          <Typography variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="shop.product.description" />
          </Typography>
          <Box
            data-testid="product-description"
            sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }}
            // The server sanitises rich text before it stores it (DESIGN.md section 3, "Files"): this
            // HTML carries no script or event handler, which is the only reason it may be set raw here.
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        </>
      ) : null}
    </Box>
  );
}

/**
 * The cart form with what it needs of the cart. The cart is read here, not in the product view: it is
 * personal, filled in after hydration, and its change then re-renders this form only (issue 42).
 */
function ProductCartForm({ stock, productSoldOut }: { stock: CartStock | undefined; productSoldOut: boolean }) {
  const cart = useCart();
  return (
    <AddToCartForm
      stock={stock}
      inCart={cart.cart?.items.find((item) => item.stockId === stock?.id)?.quantity ?? 0}
      productSoldOut={productSoldOut}
      onAddToCart={cart.available ? cart.add : undefined}
    />
  );
}
