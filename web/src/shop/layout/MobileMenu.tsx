import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useOpenedOnce } from '../../ui/useOpenedOnce';
import { useHeaderMenu } from './useHeaderMenu';

/**
 * The drawer loads when the menu is first opened: with the list and the icons it is some 6 kB of brotli
 * that a first visit would otherwise download for a menu most shoppers never open (as the mini-cart's
 * panel, HeaderCart.tsx).
 */
const MobileMenuDrawer = lazy(() => import('./MobileMenuDrawer'));

/** The phone menu: a button opening a drawer with the tree (MobileMenuDrawer.tsx). */
export function MobileMenu() {
  const intl = useIntl();
  const items = useHeaderMenu('mobile');
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  if (items.length === 0) return null;
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={intl.formatMessage({ id: 'shop.menu.open' })}
        data-testid="shop-menu-open"
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer items={items} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export default MobileMenu;
