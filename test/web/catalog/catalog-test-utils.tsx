import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, useLocation } from 'react-router-dom';
import type { ProductCardFieldsFragment } from '../../../web/src/graphql/shop/graphql';
import { ShopTestProviders, publicConfigMock, type MockedResponse, type PublicConfig } from '../shop/shop-test-utils';

/** The whole location (path and search), so that a test can read the listing's params. */
export function FullLocation() {
  const location = useLocation();
  return <div data-testid="full-location">{`${location.pathname}${location.search}`}</div>;
}

export const fullLocation = () => document.querySelector('[data-testid="full-location"]')?.textContent;

export function card(id: number, name: string, price: string | null, specialPrice: string | null = null): ProductCardFieldsFragment {
  const product = { __typename: 'ProductCard' as const, id, url: `p-${id}`, name, imageList: [], price, specialPrice, available: true };
  return product;
}

/** Renders `page` at `routePath`, the browser at `path`; every other path shows a 'home' marker. */
export function renderPage(options: { path: string; routePath: string; page: ReactNode; mocks: MockedResponse[]; config?: Partial<PublicConfig> }) {
  return render(
    <ShopTestProviders
      path={options.path}
      mocks={[publicConfigMock(null, options.config), ...options.mocks]}
      routes={
        <Route
          path={options.routePath}
          element={
            <>
              {options.page}
              <FullLocation />
            </>
          }
        />
      }
    >
      <div data-testid="elsewhere" />
    </ShopTestProviders>,
  );
}

/**
 * Makes MUI's breakpoint queries answer like a screen `width` pixels wide (jsdom answers no to every
 * media query, i.e. a phone). Returns the function that puts the original back.
 */
export function screenWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...original(query), matches, media: query };
  };
  return () => {
    window.matchMedia = original;
  };
}

/** jest's fake timers, visible to Testing Library (under ESM there is no global `jest` for it to find). */
export function useFakeTimers() {
  jest.useFakeTimers();
  (globalThis as { jest?: unknown }).jest = jest;
}

export function useRealTimers() {
  jest.useRealTimers();
  delete (globalThis as { jest?: unknown }).jest;
}

/** Moves the fake clock inside act, so that what it triggers is rendered. */
export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}
