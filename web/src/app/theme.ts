import { createTheme } from '@mui/material/styles';

/** The MUI theme shared by the storefront and the back office. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1f3a5f' },
    secondary: { main: '#c8553d' },
    background: { default: '#fafafa' },
  },
  shape: { borderRadius: 6 },
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
