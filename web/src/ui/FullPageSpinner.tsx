import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A centred spinner for screens waiting on their first data (no text: it may render before messages).
 * `minHeight` (default half the window): a storefront page whose content only the browser can know
 * (a shopper's own) keeps a whole window, so the footer is out of sight when the content comes.
 */
export function FullPageSpinner({ minHeight = '50vh' }: { minHeight?: string }) {
  return (
    <Box sx={{ minHeight, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress />
    </Box>
  );
}
