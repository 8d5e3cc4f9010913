import { createTheme } from '@mui/material/styles';

/** The MUI theme shared by the storefront and the back office. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f3a5f' },
    secondary: { main: '#c8553d' },
    background: { default: '#fafafa' },
  },
  shape: { borderRadius: 6 },
  // Visible focus for keyboard users everywhere (issue 20): MUI's ripple alone is too faint on a white
  // page, and links have none. Mouse clicks do not show it (:focus-visible / Mui-focusVisible).
  components: {
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid #1f3a5f', outlineOffset: 2 } } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': { outline: '2px solid #1f3a5f', outlineOffset: 2, borderRadius: 2 } } } },
    // And every other stop of the keyboard (plain buttons and regions of hand-made widgets such as the home carousel).
    MuiCssBaseline: {
      styleOverrides: {
        'a:focus-visible, button:focus-visible, [role="button"]:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': {
          outline: '2px solid #1f3a5f',
          outlineOffset: 2,
        },
      },
    },
  },
  typography: {
    fontFamily: [
      '-apple-system',
      'BlinkMacSystemFont',
      '"Segoe UI"',
      'Roboto',
      '"Helvetica Neue"',
      'Arial',
      '"PingFang HK"',
      '"PingFang SC"',
      '"Microsoft JhengHei"',
      '"Microsoft YaHei"',
      'sans-serif',
    ].join(','),
  },
});
