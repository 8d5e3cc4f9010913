import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { URL_SYNC_DEBOUNCE_MS } from '../../../web/src/admin/framework/list/list-params';
import { useListParams } from '../../../web/src/admin/framework/list/useListParams';

const KEYS = ['status', 'from'];
/** As a list screen passes them: a new array at every render (`filterKeys(resource)`). */
const listScreenKeys = () => [...KEYS];

/** A list's filters as the back office's list screens keep them (state at once, the URL 500 ms later). */
describe('useListParams', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps a filter chosen while its own URL write is still being committed by the router', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/admin/order?page=2']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => ({ list: useListParams(listScreenKeys()), location: useLocation() }), { wrapper });
    act(() => result.current.list.update({ filters: { status: 'refunded', from: '' } }));
    // The status reaches the URL (a navigation the router commits as a transition) and, before that
    // render, a date is chosen: the render for the date still sees the URL from before.
    act(() => {
      jest.advanceTimersByTime(URL_SYNC_DEBOUNCE_MS);
      // A click or a key is rendered at once (a discrete event), ahead of the pending navigation.
      flushSync(() => result.current.list.update({ filters: { status: 'refunded', from: '2026-11-01' } }));
    });
    expect(result.current.list.params.filters).toEqual({ status: 'refunded', from: '2026-11-01' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(URL_SYNC_DEBOUNCE_MS);
    });
    expect(result.current.list.params.filters).toEqual({ status: 'refunded', from: '2026-11-01' });
    expect(result.current.location.search).toBe('?status=refunded&from=2026-11-01');
  });

  it('takes a URL changed from outside (back, a link) as the filters', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/admin/order?status=paid']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => ({ list: useListParams(KEYS), navigate: useNavigate() }), { wrapper });
    expect(result.current.list.params.filters).toEqual({ status: 'paid', from: '' });
    await act(async () => {
      await result.current.navigate('/admin/order?status=canceled&from=2026-11-02');
    });
    expect(result.current.list.params.filters).toEqual({ status: 'canceled', from: '2026-11-02' });
  });
});

describe('useListParams in the browser router', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The outbox list in the real browser router, a keyword typed (the URL follows after the pause). */
  function typeOnTheOutbox(keyword: string) {
    window.history.replaceState(null, '', '/admin/setting/outbox');
    const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
    const { result } = renderHook(() => useListParams(KEYS), { wrapper });
    act(() => result.current.update({ keyword }));
  }

  it('does not take the user back to the list when a link was followed within the pause', () => {
    typeOnTheOutbox('reader');
    // A row's link is clicked: the address changes at once, the router renders the next page later.
    window.history.pushState(null, '', '/admin/setting/outbox/7');
    act(() => jest.advanceTimersByTime(URL_SYNC_DEBOUNCE_MS));
    expect(window.location.pathname + window.location.search).toBe('/admin/setting/outbox/7');
  });

  it('writes the keyword to the address after the pause when the user stays', () => {
    typeOnTheOutbox('reader');
    act(() => jest.advanceTimersByTime(URL_SYNC_DEBOUNCE_MS));
    expect(window.location.pathname + window.location.search).toBe('/admin/setting/outbox?keyword=reader');
  });
});
