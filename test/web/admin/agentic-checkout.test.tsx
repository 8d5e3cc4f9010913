import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AgenticCheckoutPage } from '../../../web/src/admin/agentic-checkout/AgenticCheckoutPage';
import { AgenticCheckoutSettingsDocument, UpdateAgenticCheckoutSettingsDocument } from '../../../web/src/graphql/admin/graphql';
import { AdminTestProviders } from './admin-test-utils';

const settings = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'AgenticCheckoutSettings' as const,
  enabled: false,
  webhookSet: false,
  webhookEnabled: false,
  webhookId: null,
  discoveryUrl: 'https://shop.example/.well-known/acp.json',
  apiBaseUrl: 'https://shop.example/acp',
  protocolVersion: '2026-04-17',
  ...overrides,
});

const read = (value = settings()) => ({ request: { query: AgenticCheckoutSettingsDocument }, result: { data: { agenticCheckoutSettings: value } }, delay: 0 });
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('Settings -> Agentic checkout (issue 45)', () => {
  it('shows what the platform is given, and refuses a short secret before sending anything', async () => {
    render(
      <AdminTestProviders path="/admin/agentic_checkout" mocks={[read()]}>
        <AgenticCheckoutPage />
      </AdminTestProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('acp-discovery-url').textContent).toBe('https://shop.example/.well-known/acp.json'));
    expect(screen.getByTestId('acp-api-base-url').textContent).toBe('https://shop.example/acp');
    expect(screen.getByText('No webhook is set')).toBeTruthy();
    fireEvent.change(input('field-webhookUrl'), { target: { value: 'https://platform.example/orders' } });
    fireEvent.change(input('field-webhookSecret'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('settings-submit-agentic-checkout'));
    await waitFor(() => expect(screen.getByText('The secret must be 16 to 100 characters.')).toBeTruthy());
    expect(screen.queryByText('Submit Success')).toBeNull();
  });

  it('sends only what was typed (URL and secret stay write-only) and says "Submit Success"', async () => {
    const saved = settings({ enabled: true, webhookSet: true, webhookEnabled: true, webhookId: 7 });
    const update = {
      request: {
        query: UpdateAgenticCheckoutSettingsDocument,
        variables: { input: { enabled: true, webhookUrl: 'https://platform.example/orders', webhookSecret: 'whsec_platform_0123456789' } },
      },
      result: { data: { updateAgenticCheckoutSettings: saved } },
      delay: 0,
    };
    render(
      <AdminTestProviders path="/admin/agentic_checkout" mocks={[read(), update]}>
        <AgenticCheckoutPage />
      </AdminTestProviders>,
    );
    await waitFor(() => expect(input('field-webhookUrl')).toBeTruthy());
    fireEvent.click(input('field-enabled'));
    fireEvent.change(input('field-webhookUrl'), { target: { value: ' https://platform.example/orders ' } });
    fireEvent.change(input('field-webhookSecret'), { target: { value: 'whsec_platform_0123456789' } });
    fireEvent.click(screen.getByTestId('settings-submit-agentic-checkout'));
    await waitFor(() => expect(screen.getByText('Submit Success')).toBeTruthy());
    // Nothing of the secret or the URL comes back into the form: it only says they are stored.
    expect(input('field-webhookUrl').value).toBe('');
    expect(input('field-webhookSecret').value).toBe('');
    expect(screen.getByText('A webhook URL and secret are stored; leave empty to keep them')).toBeTruthy();
    expect(screen.getByTestId('acp-deliveries').getAttribute('href')).toBe('/admin/webhook/edit/7');
  });
});
