import type { Page } from 'playwright-core';
import { PHONE_USER_AGENT, type BrowserJourney } from '../support/browser.js';

/**
 * What a page does while React takes over the server's HTML (issue 42, server-rendering.test.ts): a tab
 * whose every page load is watched from before its scripts run, and what changed once it is hydrated.
 */

/**
 * Registered before the page's scripts: every layout shift (the browser's own measure of elements
 * moving without input), and where the first screen's elements are before React takes over.
 */
const WATCH_SCRIPT = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({ value: entry.value, sources: (entry.sources || []).map((source) => {
        const node = source.node;
        const name = node && node.nodeType === 1 ? node.tagName.toLowerCase() + (node.getAttribute('data-testid') ? '.' + node.getAttribute('data-testid') : '') + (node.className && typeof node.className === 'string' ? '.' + node.className.split(' ')[0] : '') : String(node && node.nodeName);
        return name + ' ' + JSON.stringify(source.previousRect) + ' -> ' + JSON.stringify(source.currentRect);
      }) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__scriptPreloads = [];
  // Style rules the page's scripts insert before React has taken the server's HTML over: the server's
  // <style> tags hold every rule of what it rendered, so hydrating it inserts none (issue 42).
  window.__stylesBeforeHydrated = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    if (!document.documentElement.hasAttribute('data-hydrated')) window.__stylesBeforeHydrated.push(String(rule).slice(0, 120));
    return insertRule.call(this, rule, index);
  };
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    // The HTML is parsed, the page's scripts are about to run: a module preload added from now on was
    // added by script (Vite's preload helper, for a chunk the head did not name).
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node.nodeName === 'LINK' && node.rel === 'modulepreload') window.__scriptPreloads.push(node.getAttribute('href'));
    }).observe(document.head, { childList: true });
    const watched = [...document.querySelectorAll('#root header, #root main, #root footer, #root h1, #root [data-testid], #root img')];
    window.__before = watched.map((element) => ({ element, box: element.getBoundingClientRect().toJSON() }));
  });
})()`;

/** The first screen's elements whose part in the window (position or size) is not where it was before React took over. */
const MOVED_SCRIPT = `(() => {
  const inWindow = (rect) => {
    const left = Math.max(rect.left, 0), top = Math.max(rect.top, 0);
    const right = Math.min(rect.right, window.innerWidth), bottom = Math.min(rect.bottom, window.innerHeight);
    return right > left && bottom > top ? { left, top, right, bottom } : null;
  };
  return (window.__before || [])
    .filter(({ element }) => element.isConnected)
    .map(({ element, box }) => {
      const now = element.getBoundingClientRect();
      const [was, is] = [inWindow(box), inWindow(now)];
      const moved = !was !== !is || (was && ['left', 'top', 'right', 'bottom'].some((side) => Math.abs(was[side] - is[side]) > 1));
      return moved ? element.tagName.toLowerCase() + '.' + (element.getAttribute('data-testid') || String(element.className).split(' ')[0]) + ' ' + JSON.stringify(box) + ' -> ' + JSON.stringify(now.toJSON()) : undefined;
    })
    .filter(Boolean);
})()`;

/** The screens the pages are checked on: the server guesses the screen from the User-Agent. */
export const SCREENS = {
  desktop: { viewport: { width: 1280, height: 800 }, userAgent: undefined },
  phone: { viewport: { width: 390, height: 844 }, userAgent: PHONE_USER_AGENT },
} as const;
export type Screen = keyof typeof SCREENS;

/** A browser tab kept for the visits of one screen (and one for the signed-in shopper's), with what it reports. */
export interface Tab {
  page: Page;
  /** Console errors and warnings, and uncaught page errors, of the current visit. */
  problems: string[];
}

/** A tab on the shop at the screen's size and User-Agent, watching every page load, collecting the console's errors and warnings. */
export async function watchedTab(journey: BrowserJourney, screen: Screen): Promise<Tab> {
  const context = await journey.newContext({ ...SCREENS[screen], initScript: WATCH_SCRIPT });
  const page = await context.newPage();
  const opened: Tab = { page, problems: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') opened.problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => opened.problems.push(`page error: ${error.message}`));
  return opened;
}

/** What a watched page did since its HTML was parsed (sinceHydration). */
export interface SinceHydration {
  /** The first screen's elements that moved. */
  moved: string[];
  /** The layout shifts the browser reported. */
  shifts: { value: number; sources: string[] }[];
  /** The module preloads a script added (a chunk the page did not name). */
  scriptPreloads: string[];
  /** The style rules inserted before the page was hydrated (emotion's, for rules the server did not send). */
  stylesBeforeHydrated: string[];
}

export async function sinceHydration(page: Page): Promise<SinceHydration> {
  return {
    moved: (await page.evaluate(MOVED_SCRIPT)) as string[],
    shifts: (await page.evaluate('window.__shifts')) as SinceHydration['shifts'],
    scriptPreloads: (await page.evaluate('window.__scriptPreloads')) as string[],
    stylesBeforeHydrated: (await page.evaluate('window.__stylesBeforeHydrated')) as string[],
  };
}
