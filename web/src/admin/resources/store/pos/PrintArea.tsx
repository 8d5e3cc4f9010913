import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Printing shows this area alone, 80 mm wide (a receipt printer's roll). */
const PRINT_STYLES = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '.pos-print, .pos-print *': { visibility: 'visible' },
    '.pos-print': { position: 'absolute', left: 0, top: 0, width: '80mm', padding: '2mm', fontSize: '11px' },
    '.pos-no-print': { display: 'none' },
  },
  '@page': { size: '80mm auto', margin: '0' },
} as const;

/** A printable 80 mm slip (receipt, X/Z report) with its print button. */
export function PrintArea({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Box>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box
        className="pos-print"
        data-testid={testId}
        sx={{ width: '80mm', maxWidth: '100%', mx: 'auto', p: 1.5, border: 1, borderColor: 'divider', fontFamily: 'monospace', fontSize: 13 }}
      >
        {children}
      </Box>
      <Box className="pos-no-print" sx={{ textAlign: 'center', mt: 1 }}>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()} data-testid={`${testId}-print`}>
          <FormattedMessage id="admin.pos.print" />
        </Button>
      </Box>
    </Box>
  );
}

/** One line of a slip: a label on the left, an amount on the right. */
export function SlipRow({ left, right, strong }: { left: ReactNode; right: ReactNode; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: strong ? 700 : 400 }}>
      <span>{left}</span>
      <span>{right}</span>
    </Box>
  );
}
