import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { ProductFeedPage } from '../../../web/src/admin/product-feed/ProductFeedPage';
import { ProductFeedDocument, UpdateProductFeedPushDocument } from '../../../web/src/graphql/admin/graphql';
import { AdminTestProviders } from './admin-test-utils';

const status = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ProductFeedStatus' as const,
  feedUrl: 'https://shop.example/acp/feed/products.jsonl',
  metadataUrl: 'https://shop.example/acp/feed/metadata.json',
  metadata: { __typename: 'ProductFeedMetadata' as const, id: 'feed_8f3K2x', updatedAt: '2026-12-06T03:00:00.000Z', productCount: 1234 },
  pushUrl: 'https://agent.example/feeds/feed_8f3K2x/products',
  pushTokenSet: true,
  pushEveryMinutes: 5,
  pendingCount: 7,
  lastAttemptAt: '2026-12-06T04:00:00.000Z',
  lastSuccessAt: '2026-12-06T03:55:00.000Z',
  lastErrorAt: '2026-12-06T04:00:00.000Z',
  lastError: 'HTTP 503: Try later',
  lastPushedCount: 100,
  failedAttempts: 2,
  ...overrides,
});

const feedMock = (value = status()) => ({ request: { query: ProductFeedDocument }, result: { data: { productFeed: value } }, maxUsageCount: 10 });
const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('Settings -> Product feed (issue 45)', () => {
  it('shows the feed addresses and the push state, the last error included', async () => {
    render(
      <AdminTestProviders path="/admin/product_feed" mocks={[feedMock()]}>
        <ProductFeedPage />
      </AdminTestProviders>,
    );
    await waitFor(() => expect(screen.getByTestId('product-feed-url').textContent).toBe('https://shop.example/acp/feed/products.jsonl'));
    expect(screen.getByTestId('product-feed-id').textContent).toBe('feed_8f3K2x');
    expect(screen.getByTestId('product-feed-count').textContent).toBe('1,234');
    expect(screen.getByTestId('product-feed-pending').textContent).toBe('7');
    expect(screen.getByTestId('product-feed-last-error').textContent).toContain('HTTP 503: Try later');
    expect(input('url').value).toBe('https://agent.example/feeds/feed_8f3K2x/products');
    // The credential is write-only: the field starts empty and says one is saved.
    expect(input('token').value).toBe('');
    expect(screen.getByText('A credential is saved. Leave empty to keep it.')).toBeTruthy();
  });

  it('saves a new address, keeping the saved credential when none is typed', async () => {
    const url = 'https://agent.example/feeds/feed_new/products';
    const saved = status({ pushUrl: url, lastError: null, lastErrorAt: null, failedAttempts: 0 });
    const mocks = [
      feedMock(),
      { request: { query: UpdateProductFeedPushDocument, variables: { input: { url } } }, result: { data: { updateProductFeedPush: saved } } },
      feedMock(saved),
    ];
    render(
      <AdminTestProviders path="/admin/product_feed" mocks={mocks}>
        <ProductFeedPage />
      </AdminTestProviders>,
    );
    await waitFor(() => expect(input('url')).toBeTruthy());
    fireEvent.change(input('url'), { target: { value: ` ${url} ` } });
    fireEvent.click(screen.getByTestId('settings-submit-product_feed'));
    await waitFor(() => expect(screen.getByText('Submit Success')).toBeTruthy());
  });

  it("puts the server's refusal of an address on its field", async () => {
    const mocks = [
      feedMock(),
      {
        request: { query: UpdateProductFeedPushDocument, variables: () => true },
        result: { errors: [new GraphQLError('Bad input', { extensions: { code: 'BAD_USER_INPUT', errors: { url: 'Please enter an https:// address.' } } })] },
      },
    ];
    render(
      <AdminTestProviders path="/admin/product_feed" mocks={mocks}>
        <ProductFeedPage />
      </AdminTestProviders>,
    );
    await waitFor(() => expect(input('url')).toBeTruthy());
    fireEvent.change(input('url'), { target: { value: 'http://agent.example/feeds/x/products' } });
    fireEvent.click(screen.getByTestId('settings-submit-product_feed'));
    await waitFor(() => expect(screen.getByText('Submit Fail')).toBeTruthy());
    expect(screen.getAllByText('Please enter an https:// address.').length).toBeGreaterThan(0);
  });
});
