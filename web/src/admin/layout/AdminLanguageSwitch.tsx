import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { COOKIE, PREFERENCE_COOKIE_DAYS, setCookie } from '../../app/cookies';
import { LOCALES, isLocale } from '../../app/intl';
import { useAreaLocale } from '../../app/providers';
import { localeLabel } from '../../ui/languages';

/** Back-office UI language (en-US, zh-HK, zh-CN), remembered in cookie `admin_language`. */
export function AdminLanguageSwitch({ color = 'default' }: { color?: 'default' | 'inherit' }) {
  const intl = useIntl();
  const { locale, setLocale } = useAreaLocale();
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={locale}
      data-testid="admin-language-switch"
      slotProps={{
        htmlInput: { 'aria-label': intl.formatMessage({ id: 'admin.layout.language' }) },
        input: { disableUnderline: color === 'inherit' },
      }}
      sx={color === 'inherit' ? { '& .MuiInputBase-root, & .MuiSvgIcon-root': { color: 'inherit' } } : undefined}
      onChange={(event) => {
        const chosen = event.target.value;
        if (!isLocale(chosen)) return;
        setCookie(COOKIE.adminLanguage, chosen, PREFERENCE_COOKIE_DAYS);
        setLocale(chosen);
      }}
    >
      {LOCALES.map((code) => (
        <MenuItem key={code} value={code} lang={code}>
          {localeLabel(intl, code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
