import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrency } from '../currency/CurrencyContext';
import { HeaderPopupMenu } from './HeaderPopupMenu';

/** Lists the shop's supported currencies; the choice goes into cookie `currency`. */
export function CurrencySwitcher() {
  const intl = useIntl();
  const { currency, currencies, setCurrency } = useCurrency();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // One currency leaves nothing to choose.
  if (currencies.length < 2) return null;

  return (
    <>
      <Button
        color="inherit"
        // The name holds the visible text (WCAG 2.5.3 label in name): "Currency: HKD".
        aria-label={intl.formatMessage({ id: 'shop.header.currencyCurrent' }, { currency })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="shop-currency-switcher"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1 }}
      >
        {currency}
      </Button>
      <HeaderPopupMenu
        id={menuId}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        entries={currencies.map((entry) => ({
          key: entry.identifier,
          label: entry.mark ? `${entry.identifier} (${entry.mark})` : entry.identifier,
          selected: entry.identifier === currency,
          onSelect: () => {
            if (entry.identifier !== currency) setCurrency(entry.identifier);
          },
        }))}
      />
    </>
  );
}
