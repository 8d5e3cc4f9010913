import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useShopSettings } from '../settings/ShopSettings';

export function ShopFooter() {
  const { config } = useShopSettings();
  return (
    <Box component="footer" sx={{ py: 3, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Typography variant="body2" color="text.secondary" align="center">
          <FormattedMessage id="shop.footer.copyright" values={{ year: new Date().getFullYear(), name: config?.name ?? '' }} />
        </Typography>
      </Container>
    </Box>
  );
}
