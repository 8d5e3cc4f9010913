import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { AdminLanguageSwitch } from '../../../web/src/admin/layout/AdminLanguageSwitch';
import { COOKIE, getCookie } from '../../../web/src/app/cookies';
import type { Locale } from '../../../web/src/app/intl';
import { AreaLocaleContext } from '../../../web/src/app/providers';
import { clearCookies, messages } from './admin-test-utils';

/** The admin area's locale state, as <AreaProviders> keeps it (without loading catalogues). */
function Harness({ onLocale }: { onLocale: (locale: Locale) => void }) {
  const [locale, setLocale] = useState<Locale>('en-US');
  const set = (next: Locale) => {
    onLocale(next);
    setLocale(next);
  };
  return (
    <IntlProvider locale="en-US" messages={messages}>
      <AreaLocaleContext.Provider value={{ locale, setLocale: set }}>
        <AdminLanguageSwitch />
        <div data-testid="locale">{locale}</div>
      </AreaLocaleContext.Provider>
    </IntlProvider>
  );
}

beforeEach(clearCookies);

describe('admin language switch', () => {
  it('offers en-US, zh-HK and zh-CN, switches the UI locale and remembers it in cookie admin_language', () => {
    const chosen: Locale[] = [];
    render(<Harness onLocale={(locale) => chosen.push(locale)} />);
    expect(getCookie(COOKIE.adminLanguage)).toBeUndefined();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      messages['common.locale.en-US'],
      messages['common.locale.zh-HK'],
      messages['common.locale.zh-CN'],
    ]);
    fireEvent.click(options[1]!);

    expect(getCookie(COOKIE.adminLanguage)).toBe('zh-HK');
    expect(chosen).toEqual(['zh-HK']);
    expect(screen.getByTestId('locale').textContent).toBe('zh-HK');
  });
});
