import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { theme } from './theme';

/**
 * What follows the UI language beyond our own messages, in one place for both areas: `<html lang>` (screen
 * readers, hyphenation, the browser's native date picker) and the texts MUI components carry themselves
 * (table pagination, autocomplete), as theme defaults, so that no screen shows 'Rows per page' in English.
 */
export function LocalizedUi({ children }: { children: ReactNode }) {
  const intl = useIntl();
  useEffect(() => {
    document.documentElement.lang = intl.locale;
  }, [intl.locale]);
  const localize = useMemo(() => {
    const t = (id: string, values?: Record<string, number | string>) => intl.formatMessage({ id }, values);
    return (given: Theme | undefined): Theme => {
      // Component tests may render an area without the app's ThemeProvider above it.
      const outer = given && 'palette' in given ? given : theme;
      return {
        ...outer,
        components: {
          ...outer.components,
          MuiTablePagination: {
            defaultProps: {
              labelRowsPerPage: t('common.pagination.rowsPerPage'),
              labelDisplayedRows: ({ from, to, count }) => t('common.pagination.displayedRows', { from, to, count }),
              getItemAriaLabel: (type) => t(`common.pagination.${type}`),
            },
          },
          MuiAutocomplete: {
            defaultProps: {
              noOptionsText: t('common.autocomplete.noOptions'),
              loadingText: t('common.autocomplete.loading'),
              openText: t('common.autocomplete.open'),
              closeText: t('common.autocomplete.close'),
              clearText: t('common.autocomplete.clear'),
            },
          },
        },
      };
    };
  }, [intl]);
  return <ThemeProvider theme={localize}>{children}</ThemeProvider>;
}
