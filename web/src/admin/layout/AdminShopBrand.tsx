import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ShopBrandDocument } from '../../graphql/admin/graphql';
import { DEFAULT_LOGO, logoBox } from '../../ui/shop-logo';

/** The logo's height in the top bar (the storefront's header has 40 px; the top bar is 56 to 64 px tall). */
const LOGO_HEIGHT = 32;
const LOGO_MAX_WIDTH = { xs: 96, sm: 160 } as const;

/**
 * The top bar's brand (issue 46): the shop's logo and name from the storefront's settings, as its header
 * shows them, so that staff who work for two shops see at once whose back office is open. The name is in
 * the admin's language when the shop has it (else its main language). Until the settings arrive, and in a
 * shop without a name, it says "Back Office". A merchant's logo names the shop on a phone by itself (the
 * name joins it from `sm` up); the default mark does not, so the name stays beside it.
 */
export function AdminShopBrand() {
  const intl = useIntl();
  const language = intl.locale.toLowerCase().replace('-', '_');
  const config = useQuery(ShopBrandDocument, { variables: { language }, fetchPolicy: 'cache-first' }).data?.publicConfig;
  const logo = config?.images.logo || null;
  const name = config?.name || intl.formatMessage({ id: 'admin.layout.title' });
  const box = logo ? logoBox(logo, LOGO_HEIGHT) : undefined;
  const logoNamesShop = Boolean(logo && config?.name) && logo !== DEFAULT_LOGO.src;
  return (
    <Box
      component={RouterLink}
      to="/admin"
      data-testid="admin-brand"
      aria-label={name}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', flexGrow: 1, minWidth: 0 }}
    >
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt=""
          width={box?.width ?? LOGO_MAX_WIDTH.sm}
          height={LOGO_HEIGHT}
          data-testid="admin-brand-logo"
          sx={{
            height: LOGO_HEIGHT,
            ...(box ? { maxWidth: LOGO_MAX_WIDTH } : { width: LOGO_MAX_WIDTH, objectPosition: 'left center' }),
            objectFit: 'contain',
            // The logo is drawn for the storefront's light header: a light plate keeps it readable on the bar's colour.
            bgcolor: 'common.white',
            borderRadius: 1,
            p: 0.25,
            flexShrink: 0,
          }}
        />
      ) : null}
      <Typography
        variant="h6"
        component="span"
        noWrap
        data-testid="admin-brand-name"
        sx={{ display: logoNamesShop ? { xs: 'none', sm: 'block' } : 'block', minWidth: 0 }}
      >
        {name}
      </Typography>
    </Box>
  );
}
