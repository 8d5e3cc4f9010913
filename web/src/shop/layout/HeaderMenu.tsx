import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The header's main menu. A placeholder for now: the catalogue issue fills it from `GET /api/menu`
 * (categories, pages, links, blog, forms; spec section 2 gives each item type's link target).
 * Until then it offers the home link only.
 */
export function HeaderMenu() {
  const intl = useIntl();
  return (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'shop.menu.label' })} data-testid="shop-header-menu" sx={{ display: 'flex' }}>
      <Button component={RouterLink} to="/" color="inherit">
        <FormattedMessage id="shop.menu.home" />
      </Button>
    </Box>
  );
}
