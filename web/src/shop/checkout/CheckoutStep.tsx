import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One numbered step of the checkout, a labelled region so that it can be found by its title. */
export function CheckoutStep({ number, title, children, testId }: { number: number; title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} data-testid={testId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={id} variant="h6" component="h2">
          {number}. {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
