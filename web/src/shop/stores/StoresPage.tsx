import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { StorefrontStoresDocument } from '../../graphql/shop/graphql';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { Picture } from '../../ui/Picture';
import { usePageMeta } from '../catalog/usePageMeta';
import { useShopSettings } from '../settings/ShopSettings';
import { languageVariables } from '../query-variables';

/** A store card's picture: a third of the content on a wide screen, half on a tablet, all of it on a phone. */
const STORE_CARD_SIZES = '(min-width: 900px) 400px, (min-width: 600px) 50vw, 100vw';

/** The store on a map, for directions (a phone opens its maps app): found by its name and address. */
function directionsUrl(store: { name: string; address: string }): string {
  const query = `${store.name}, ${store.address.replace(/\s*\n\s*/g, ', ')}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * /stores (issue 18): the enabled physical stores with address, opening hours, phone, e-mail and the way
 * there; one column at 390 px.
 */
export default function StoresPage() {
  const intl = useIntl();
  const { language } = useShopSettings();
  const { data, error } = useQuery(StorefrontStoresDocument, { variables: languageVariables(language), skip: !language });
  usePageMeta(intl.formatMessage({ id: 'shop.stores.title' }), undefined);
  if (error) {
    return (
      <Alert severity="error">
        <FormattedMessage id="shop.catalog.loadError" />
      </Alert>
    );
  }
  if (!data) return <FullPageSpinner />;
  const stores = data.storefrontStores;
  return (
    <section data-testid="stores-page">
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="shop.stores.title" />
      </Typography>
      {!stores.length ? (
        <Typography color="text.secondary">
          <FormattedMessage id="shop.stores.none" />
        </Typography>
      ) : null}
      <Grid container spacing={2}>
        {stores.map((store) => (
          <Grid key={store.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" data-testid="store-card" sx={{ height: '100%' }}>
              {store.image ? (
                <Picture
                  src={store.image}
                  alt={store.name}
                  sizes={STORE_CARD_SIZES}
                  sx={{ width: '100%', height: 160, objectFit: 'cover', display: 'block' }}
                />
              ) : null}
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  {store.name}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
                  {store.address}
                </Typography>
                {store.openingHours ? (
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', mb: 1 }}>
                    <FormattedMessage id="shop.stores.hours" values={{ hours: store.openingHours }} />
                  </Typography>
                ) : null}
                {store.phone ? (
                  <Typography variant="body2">
                    <Link href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</Link>
                  </Typography>
                ) : null}
                {store.email ? (
                  <Typography variant="body2">
                    <Link href={`mailto:${store.email}`}>{store.email}</Link>
                  </Typography>
                ) : null}
                <Typography variant="body2" sx={{ mt: 1 }}>
                  <Link href={directionsUrl(store)} target="_blank" rel="noopener noreferrer" data-testid="store-directions">
                    <FormattedMessage id="shop.stores.directions" />
                  </Link>
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
