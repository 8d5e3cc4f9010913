import { readFileSync } from 'node:fs';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ErrorAlert } from '../../../web/src/ui/ErrorAlert';

const zhHK = JSON.parse(readFileSync(new URL('../../../i18n/zh-HK.json', import.meta.url), 'utf8')) as Record<string, string>;

const showInHongKong = (error: unknown) =>
  render(
    <IntlProvider locale="zh-HK" messages={zhHK}>
      <ErrorAlert error={error} />
    </IntlProvider>,
  );

describe("a page's failure in the reader's language (ui/ErrorAlert.tsx)", () => {
  it("says a server's known refusal in Chinese, never the English text", () => {
    showInHongKong(new CombinedGraphQLErrors({ data: null, errors: [{ message: 'Login expired', extensions: { code: 'UNAUTHENTICATED' } }] }));
    expect(screen.getByRole('alert').textContent).toBe(zhHK['common.server.loginExpired']);
  });

  it("says the shop could not be reached when the browser's request failed (its own English text stays out)", () => {
    showInHongKong(new TypeError('Failed to fetch'));
    expect(screen.getByRole('alert').textContent).toBe(zhHK['common.error.unreachable']);
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });
});
