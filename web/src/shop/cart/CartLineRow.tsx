import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Price } from '../currency/Price';
import { useCart, type CartItem } from './CartContext';
import { CartQuantityField } from './CartQuantityField';
import { Picture } from '../../ui/Picture';

/** The class a line carries for 1.8 s after it changed (spec section 9). */
export const CHANGED_LINE_CLASS = 'cart-line-changed';

/**
 * One cart line: picture, name (to the product), options, unit price, quantity, line total and remove.
 * `compact` is the mini-cart's narrower form (no unit price column).
 */
export function CartLineRow({ line, compact = false, onNavigate }: { line: CartItem; compact?: boolean; onNavigate?: () => void }) {
  const intl = useIntl();
  const { changed, remove } = useCart();
  const [removing, setRemoving] = useState(false);
  const highlighted = changed.has(line.id);
  const imageSize = compact ? 48 : 80;
  return (
    <Box
      component="li"
      data-testid={`cart-line-${line.id}`}
      className={highlighted ? CHANGED_LINE_CLASS : undefined}
      aria-label={line.productName}
      sx={{
        display: 'grid',
        // On a phone the quantity, total and remove button take a row of their own under the name: beside
        // it they left the name a column one letter wide (issue 20).
        gridTemplateColumns: { xs: `${imageSize}px minmax(0, 1fr)`, sm: `${imageSize}px minmax(0, 1fr) auto` },
        gap: compact ? 1 : 2,
        alignItems: 'center',
        py: compact ? 1 : 2,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        transition: 'background-color 300ms',
        bgcolor: highlighted ? 'warning.light' : 'transparent',
      }}
    >
      <Box sx={{ width: imageSize, height: imageSize, bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
        {line.image ? (
          <Picture
            src={line.image}
            alt=""
            sizes={`${imageSize}px`}
            width={imageSize}
            height={imageSize}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={`/product/${encodeURIComponent(line.productUrl)}`}
          onClick={onNavigate}
          underline="hover"
          sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {line.productName}
        </Link>
        {line.options ? (
          <Typography variant="body2" color="text.secondary" data-testid="cart-line-options">
            {line.options}
          </Typography>
        ) : null}
        {/* The stock's sku is the warehouse's code, not the shopper's business (issue 20): name and options say what it is. */}
        {compact ? null : (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {intl.formatMessage({ id: 'shop.cart.unitPrice' })}: <Price amount={line.unitPrice} data-testid="cart-line-unit-price" />
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <CartQuantityField line={line} />
        <Price amount={line.lineTotal} data-testid="cart-line-total" sx={{ minWidth: 90, textAlign: 'right', fontWeight: 500 }} />
        <IconButton
          aria-label={intl.formatMessage({ id: 'shop.cart.removeItem' }, { name: line.productName })}
          disabled={removing}
          onClick={async () => {
            setRemoving(true);
            const ok = await remove(line.id);
            if (!ok) setRemoving(false);
          }}
          data-testid={`cart-remove-${line.id}`}
        >
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Box>
  );
}

/** The lines as a list. */
export function CartLineList({ items, compact, onNavigate }: { items: readonly CartItem[]; compact?: boolean; onNavigate?: () => void }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="cart-lines">
      {items.map((line) => (
        <CartLineRow key={line.id} line={line} compact={compact} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}
