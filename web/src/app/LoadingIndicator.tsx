import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { isLoadingVisible, subscribeLoading } from './loading';

/** Spinner shown while any request is in flight; hides 100 ms after the last one (see loading.ts). */
export function LoadingIndicator() {
  const visible = useSyncExternalStore(subscribeLoading, isLoadingVisible, () => false);
  const intl = useIntl();
  if (!visible) return null;
  return (
    <Box data-testid="loading-indicator" sx={{ position: 'fixed', top: 12, right: 12, zIndex: (theme) => theme.zIndex.snackbar + 1, pointerEvents: 'none' }}>
      <CircularProgress size={28} aria-label={intl.formatMessage({ id: 'common.loading' })} />
    </Box>
  );
}
