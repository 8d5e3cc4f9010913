import Box from '@mui/material/Box';
import { FormattedMessage } from 'react-intl';

/** The id of each area's <main>, which the skip link leads to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first stop of the keyboard, out of sight until focused, so that keyboard and
 * screen-reader users need not walk the header and menu on every page. The target <main> carries
 * MAIN_CONTENT_ID and tabIndex -1 (see mainContentProps).
 */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      sx={{
        position: 'absolute',
        left: 8,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        boxShadow: 3,
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      <FormattedMessage id="common.skipToContent" />
    </Box>
  );
}

/** What the skip link's target needs: its id, and focusable by script only (no outline of its own). */
export const mainContentProps = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;
