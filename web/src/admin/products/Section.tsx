import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A titled part of the product screen (texts, general, images, stocks, histories). */
export function Section({ titleId, children, sx }: { titleId: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box component="section" sx={sx}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        <FormattedMessage id={titleId} />
      </Typography>
      {children}
    </Box>
  );
}
