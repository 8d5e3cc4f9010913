import Container from '@mui/material/Container';
import { Suspense, type ReactNode } from 'react';
import { ChunkErrorBoundary } from '../../app/ChunkErrorBoundary';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { ShopTheme } from './ShopTheme';

/**
 * A storefront page outside the shared layout (spec section 2: the /stripe card page): the shop's
 * colours, no header, menu or footer scripts.
 */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <ShopTheme>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 6 }, px: { xs: 1.5, sm: 3 } }}>
        <ChunkErrorBoundary>
          <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>
        </ChunkErrorBoundary>
      </Container>
    </ShopTheme>
  );
}
