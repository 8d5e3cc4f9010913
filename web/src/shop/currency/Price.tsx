import Box, { type BoxProps } from '@mui/material/Box';
import { useCurrency } from './CurrencyContext';

type Props = Omit<BoxProps<'span'>, 'children' | 'component'> & {
  /** The amount in the shop's base currency (a number or a decimal string from the API). */
  amount: number | string;
};

/** A price in the shopper's chosen currency (amount x rate), as the shopper's locale writes it. */
export function Price({ amount, sx, ...rest }: Props) {
  const { format, ready } = useCurrency();
  return (
    <Box component="span" data-testid="price" {...rest} sx={[{ whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {ready ? format(amount) : null}
    </Box>
  );
}
