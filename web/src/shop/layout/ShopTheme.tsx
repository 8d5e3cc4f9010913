import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useShopSettings } from '../settings/ShopSettings';

/** The template variable that sets the storefront's primary colour. */
export const PRIMARY_COLOR_VARIABLE = 'primary_color';

/**
 * The app theme with the shop's primary colour (template variable `primary_color`) when it is a colour
 * MUI understands (#hex, rgb(), hsl()); anything else keeps the default rather than breaking the page.
 */
export function ShopTheme({ children }: { children: ReactNode }) {
  const { config } = useShopSettings();
  const primary = config?.templateVariables.find((variable) => variable.name.trim() === PRIMARY_COLOR_VARIABLE)?.value.trim();

  const withPrimary = useCallback(
    (outer: Theme): Theme => {
      if (!primary) return outer;
      try {
        return { ...outer, palette: { ...outer.palette, primary: outer.palette.augmentColor({ color: { main: primary } }) } };
      } catch {
        return outer;
      }
    },
    [primary],
  );

  // Always wrapped, so that the page is not remounted when the settings arrive.
  return <ThemeProvider theme={withPrimary}>{children}</ThemeProvider>;
}
