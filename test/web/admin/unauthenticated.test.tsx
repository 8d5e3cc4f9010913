import { jest } from '@jest/globals';
import { useQuery, ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { useAdminUnauthenticatedRedirect } from '../../../web/src/admin/auth/useAdminUnauthenticatedRedirect';
import { HANDLES_UNAUTHENTICATED, getApolloClient } from '../../../web/src/app/apollo';
import { COOKIE, getCookie, setCookie } from '../../../web/src/app/cookies';
import { CurrentAdminDocument } from '../../../web/src/graphql/admin/graphql';
import { LocationProbe, clearCookies, messages } from './admin-test-utils';

/** The server refusing the token, as the GraphQL endpoint answers it. */
function answerUnauthenticated(onRequest?: () => void) {
  globalThis.fetch = jest.fn(async () => {
    onRequest?.();
    const body = JSON.stringify({ data: null, errors: [{ message: 'Login expired', extensions: { code: 'UNAUTHENTICATED' } }] });
    return {
      ok: true,
      status: 200,
      headers: new Map([['content-type', 'application/json']]),
      text: async () => body,
    } as unknown as Response;
  }) as typeof fetch;
}

function Screen({ handlesItself = false }: { handlesItself?: boolean }) {
  useAdminUnauthenticatedRedirect();
  useQuery(CurrentAdminDocument, { fetchPolicy: 'network-only', context: handlesItself ? HANDLES_UNAUTHENTICATED : undefined });
  return null;
}

function renderScreen(props: { handlesItself?: boolean } = {}) {
  const client = getApolloClient('admin');
  return render(
    <IntlProvider locale="en-US" messages={messages}>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={['/admin/setting']}>
          <Screen {...props} />
          <LocationProbe />
        </MemoryRouter>
      </ApolloProvider>
    </IntlProvider>,
  );
}

const realFetch = globalThis.fetch;

beforeEach(async () => {
  clearCookies();
  await getApolloClient('admin').clearStore();
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('an admin operation answered UNAUTHENTICATED', () => {
  it('clears the session and goes to /admin/login', async () => {
    setCookie(COOKIE.adminTokenExpiredAt, later(60));
    answerUnauthenticated();
    renderScreen();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/login'));
    expect(getCookie(COOKIE.adminTokenExpiredAt)).toBeUndefined();
  });

  it('sends no token of its own: the HttpOnly cookie goes along, the header names the area', async () => {
    setCookie(COOKIE.adminTokenExpiredAt, later(60));
    answerUnauthenticated();
    renderScreen({ handlesItself: true });
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    const init = (globalThis.fetch as jest.Mock).mock.calls[0]![1] as RequestInit;
    const headers = new Headers(init.headers as HeadersInit);
    expect(headers.get('x-session-area')).toBe('admin');
    expect(headers.get('authorization')).toBeNull();
    expect(init.credentials).toBe('same-origin');
  });

  it('is left to operations that handle it themselves (login, logout, refresh)', async () => {
    const expiry = later(60);
    setCookie(COOKIE.adminTokenExpiredAt, expiry);
    let requests = 0;
    answerUnauthenticated(() => (requests += 1));
    renderScreen({ handlesItself: true });
    await waitFor(() => expect(requests).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('location').textContent).toBe('/admin/setting');
    expect(getCookie(COOKIE.adminTokenExpiredAt)).toBe(expiry);
  });

  it('is ignored when the session was replaced meanwhile (a refresh raced the request)', async () => {
    setCookie(COOKIE.adminTokenExpiredAt, later(60));
    const renewed = later(120);
    // The session is refreshed while the request is in flight.
    answerUnauthenticated(() => setCookie(COOKIE.adminTokenExpiredAt, renewed));
    renderScreen();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('location').textContent).toBe('/admin/setting');
    expect(getCookie(COOKIE.adminTokenExpiredAt)).toBe(renewed);
  });
});
