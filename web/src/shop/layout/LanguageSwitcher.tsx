import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { contentLanguageLabel } from '../../ui/languages';
import { useShopSettings } from '../settings/ShopSettings';
import { HeaderPopupMenu } from './HeaderPopupMenu';

/** Lists the shop's content languages (settings) and remembers the choice in cookie `language`. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { config, language, setLanguage } = useShopSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const languages = config?.supportedLanguages ?? [];
  if (languages.length === 0) return null;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        // The name holds the visible text (WCAG 2.5.3 label in name): "Language: English".
        aria-label={intl.formatMessage({ id: 'shop.header.languageCurrent' }, { language: language ? contentLanguageLabel(intl, language) : '' })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="shop-language-switcher"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, px: 1, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        {/* On a phone the icon alone says it; the name would crowd the header. */}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {language ? contentLanguageLabel(intl, language) : null}
        </Box>
      </Button>
      <HeaderPopupMenu
        id={menuId}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        entries={languages.map((code) => ({
          key: code,
          label: contentLanguageLabel(intl, code),
          selected: code === language,
          lang: code.replace('_', '-'),
          onSelect: () => {
            if (code !== language) setLanguage(code);
          },
        }))}
      />
    </>
  );
}
