import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { TAP_TARGET_SX } from '../../ui/tap-target';
import { useShopSettings } from '../settings/ShopSettings';
import { lazyFirstScreen } from '../../app/lazy';
import { footerFormItems } from './footer-links';
import { OptionalChunk } from './OptionalChunk';
import { WhenVisible } from './WhenVisible';
import { menuLink, menuLinkProps } from './menu-links';
import { useMenuTree } from './useHeaderMenu';

// Its own chunk, loaded when the footer comes near: the first visit's budget has no room for it.
const NewsletterBox = lazyFirstScreen(() => import('../newsletter/NewsletterBox'));

/** The footer: the newsletter sign-up, the stores page, links to the shop's forms (menu items of type form) and the copyright line. */
export function ShopFooter() {
  const { config } = useShopSettings();
  // The header's query: one request (cache first) serves both.
  const tree = useMenuTree();
  const links = useMemo(() => footerFormItems(tree ?? []), [tree]);
  return (
    <Box component="footer" sx={{ py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        {/* The box's height as it shows (a column on phones, a row from `sm`), with its bottom margin. */}
        <WhenVisible minHeight={{ xs: 131, sm: 86 }}>
          <OptionalChunk>
            <NewsletterBox />
          </OptionalChunk>
        </WhenVisible>
        <Stack component="nav" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', mb: 1 }} data-testid="footer-links">
          <Link component={RouterLink} to="/stores" variant="body2" underline="hover" sx={TAP_TARGET_SX} data-testid="footer-stores">
            <FormattedMessage id="shop.footer.stores" />
          </Link>
          {links.map((item) => (
            <Link key={item.id} variant="body2" underline="hover" sx={TAP_TARGET_SX} {...menuLinkProps(menuLink(item))}>
              {item.title}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary" align="center">
          <FormattedMessage id="shop.footer.copyright" values={{ year: new Date().getFullYear(), name: config?.name ?? '' }} />
        </Typography>
      </Container>
    </Box>
  );
}
