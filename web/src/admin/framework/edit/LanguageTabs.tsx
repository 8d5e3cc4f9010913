import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIntl } from 'react-intl';
import { contentLanguageLabel } from '../../../ui/languages';

interface Props {
  languages: string[];
  value: string;
  onChange: (language: string) => void;
}

/** One tab per content language of the shop (main language first). */
export function LanguageTabs({ languages, value, onChange }: Props) {
  const intl = useIntl();
  return (
    <Tabs
      value={value}
      onChange={(_event, next: string) => onChange(next)}
      variant="scrollable"
      aria-label={intl.formatMessage({ id: 'admin.resource.languages' })}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {languages.map((language) => (
        <Tab key={language} value={language} label={contentLanguageLabel(intl, language)} data-testid={`language-tab-${language}`} />
      ))}
    </Tabs>
  );
}
