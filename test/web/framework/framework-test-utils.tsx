import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminSessionContext, type AdminSession, type CurrentAdmin } from '../../../web/src/admin/auth/session';
import { resourceRoutes } from '../../../web/src/admin/framework/routes';
import type { AnyResource } from '../../../web/src/admin/framework/resource';
import { shopTimeZoneMock } from '../admin/admin-test-utils';

/** The real en-US catalogue, so tests read the texts a user reads. */
export const messages = JSON.parse(readFileSync(new URL('../../../i18n/en-US.json', import.meta.url), 'utf8')) as Record<string, string>;

export const text = (id: string) => {
  const message = messages[id];
  if (!message) throw new Error(`No en-US message ${id}`);
  return message;
};

export function makeAdmin(overrides: Partial<CurrentAdmin> = {}): CurrentAdmin {
  return {
    id: 1,
    name: 'Ada Admin',
    email: 'admin@example.com',
    role: { id: 1, name: 'Super admin', permissions: [] },
    permissionList: ['role', 'admin_account'],
    hiddenMenus: [],
    expiredAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    maxAliveTime: 120,
    ...overrides,
  } as CurrentAdmin;
}

/** Where the router is (path and search), so a test can see redirects and URL sync. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/**
 * A location's path and query parameters as an object: compare these, not the URL text. A list keeps
 * each key where it was first set, so the order depends on when its debounced URL write ran.
 */
export function urlParts(location: string | null): { path: string; params: Record<string, string> } {
  const url = new URL(location ?? '', 'http://localhost');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

export interface RenderResourceOptions {
  resource: AnyResource;
  path: string;
  mocks: MockLink.MockedResponse[];
  admin?: CurrentAdmin;
  refresh?: () => Promise<unknown>;
}

/** Mounts a resource's routes under /admin with messages, mocked Apollo (no delay) and a session. */
export function renderResource({ resource, path, mocks, admin = makeAdmin(), refresh = async () => undefined }: RenderResourceOptions) {
  const session: AdminSession = { admin, refresh };
  return render(
    <IntlProvider locale="en-US" messages={messages} defaultLocale="en-US">
      <MockedProvider mocks={[...mocks, shopTimeZoneMock()]} mockLinkDefaultOptions={{ delay: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <AdminSessionContext.Provider value={session}>
            <Routes>
              <Route path="/admin">{resourceRoutes(resource)}</Route>
            </Routes>
            <LocationProbe />
          </AdminSessionContext.Provider>
        </MemoryRouter>
      </MockedProvider>
    </IntlProvider>,
  );
}

/**
 * Puts `value` into a text box in one change, then leaves the box, as a paste or a browser's autofill
 * does. Typing key by key re-renders the whole formik form per key (seconds a key in jsdom for the large
 * forms): type only where the keystrokes are what a test is about.
 */
export function fillIn(box: HTMLElement, value: string) {
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
}

/**
 * Turns on jest's fake timers in a way React Testing Library sees: under ESM there is no global `jest`,
 * and without it `waitFor`/`findBy*` would not advance the fake clock.
 */
export function useFakeTimers() {
  jest.useFakeTimers();
  (globalThis as { jest?: unknown }).jest = jest;
}

export function useRealTimers() {
  jest.useRealTimers();
  delete (globalThis as { jest?: unknown }).jest;
}

/** Moves the fake clock inside act, so effects and renders it triggers are flushed. */
export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}
