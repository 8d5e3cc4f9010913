import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { lazyFirstScreen } from '../../app/lazy';
import { MenuDropdown } from './MenuDropdown';
import { OptionalChunk } from './OptionalChunk';
import { menuLink, menuLinkProps } from './menu-links';
import { useHeaderMenu } from './useHeaderMenu';

/**
 * The phone menu's drawer and list load as their own chunk, on phones only: the storefront's first load
 * stays within its 250 kB budget.
 */
const MobileMenu = lazyFirstScreen(() => import('./MobileMenu'));

/**
 * The header's main menu from the shop's menu tree (publicMenus, in the content language): on a wide
 * screen the top items in a row, those with children as dropdowns; below the `md` breakpoint a button
 * opening a drawer. Each item shows only where display_in_desktop / display_in_mobile says.
 */
export function HeaderMenu() {
  const intl = useIntl();
  const desktop = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const items = useHeaderMenu('desktop');

  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'shop.menu.label' })}
      data-testid="shop-header-menu"
      sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}
    >
      {desktop ? null : (
        <OptionalChunk>
          <MobileMenu />
        </OptionalChunk>
      )}
      <Button component={RouterLink} to="/" color="inherit" sx={{ flexShrink: 0 }}>
        <FormattedMessage id="shop.menu.home" />
      </Button>
      {desktop
        ? items.map((item) =>
            item.children.length ? (
              <MenuDropdown key={item.id} item={item} />
            ) : (
              <Button key={item.id} color="inherit" sx={{ flexShrink: 0 }} data-testid="shop-menu-item" {...menuLinkProps(menuLink(item))}>
                {item.title}
              </Button>
            ),
          )
        : null}
    </Box>
  );
}
