import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { COOKIE } from '../../core/cookie-names.js';
import { FAILURES_SO_FAR, WORKER_BROWSER, type WorkerBrowser } from './shared-server.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TestShop, type DedicatedOptions } from './shop.js';
import { ensureWebBuild } from './web-build.mjs';

export { ensureWebBuild, WEB_DIST_INDEX, WEB_SSR_BUNDLE } from './web-build.mjs';

/**
 * Browser journeys: the real server (TestShop) serving the built web app (web/dist), driven by the
 * system's headless Chromium through playwright-core. One browser per jest worker (launched by the
 * worker's test environment at its first journey), a fresh context (cookies, storage) per page.
 */

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SCREENSHOT_DIR = path.join(projectRoot, 'test-output', 'browser');
/** Screens of the main journey at each window size, for a reviewer to look at: test-output/screenshots/<width>x<height>/<name>.png. */
export const SCREENS_DIR = path.join(projectRoot, 'test-output', 'screenshots');
const AXE_SCRIPT = path.join(projectRoot, 'node_modules', 'axe-core', 'axe.min.js');

/** An axe-core finding the journeys do not accept (impact serious or critical), with a few of its elements. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** How a screen fared: what scrolls sideways (elements sticking out on the right), and axe's serious findings. */
export interface ScreenCheck {
  scrollWidth: number;
  innerWidth: number;
  sticksOut: string[];
  axe: AxeFinding[];
}

// Strings evaluated in the page: the server's type-check has no DOM library.
const SIDEWAYS_SCRIPT = `(() => {
  const root = document.scrollingElement || document.documentElement;
  const sticksOut = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.right > window.innerWidth + 1 && sticksOut.length < 8) {
      const id = element.getAttribute('data-testid') || element.id || String(element.className).split(' ')[0];
      sticksOut.push(element.tagName.toLowerCase() + (id ? '.' + id : '') + ' right=' + Math.round(box.right));
    }
  }
  return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, sticksOut };
})()`;
const AXE_RUN = `axe.run(document, { resultTypes: ['violations'] }).then((result) => result.violations
  .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.slice(0, 4).map((node) => node.target.join(' ') + ' ' + node.html.slice(0, 160)) })))`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

/** A beforeAll that may build the web app and start the server and Chromium needs more than a test's time. */
export const JOURNEY_SETUP_TIMEOUT_MS = 180_000;

/**
 * A journey's test and its after-hooks may take two minutes: a journey of 15-25 s alone took three times
 * that in a full run on the 2-core machine (form-enquiry 14 s alone, 48 s there), past jest's 60 s. A
 * stuck step still fails on its own, after the 15-20 s a step may wait (newContext). Every journey
 * imports this file, and jest.setTimeout applies to the file that runs it.
 */
jest.setTimeout(120_000);

/**
 * The system Chromium: the jest worker's (kept for its later journeys: `shared`), else launched for the
 * caller to close. Without Chromium the journeys fail (never skip) and say how to install it.
 */
export async function launchBrowser(): Promise<{ browser: Browser; shared: boolean }> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}, which does not exist. Install it with \`apt-get install chromium\` ` +
        '(or point CHROMIUM_PATH at a Chromium binary).',
    );
  }
  const options = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
  const workerBrowser = (globalThis as unknown as Record<symbol, WorkerBrowser | undefined>)[WORKER_BROWSER];
  if (workerBrowser) return { browser: (await workerBrowser(options)) as Browser, shared: true };
  return { browser: await chromium.launch(options), shared: false };
}

/**
 * One test file's journey: the shop, a browser, and one page in a fresh context (its own cookies).
 * Uncaught errors in the page are collected in `pageErrors`, so a journey can insist there were none.
 */
export class BrowserJourney {
  readonly pageErrors: string[] = [];
  private context?: BrowserContext;
  private currentPage?: Page;
  private screenshotName: string;
  /** The file's failures when the current page opened (FAILURES_SO_FAR). */
  private failuresAtOpen = 0;
  /** The current page's last navigations, answers and console lines (followTrail), saved beside its screen on a failure. */
  private trail: string[] = [];

  private constructor(
    readonly name: string,
    readonly shop: TestShop,
    readonly browser: Browser,
    /** The worker's browser: finish() leaves it running for the next journey. */
    private readonly sharedBrowser: boolean,
  ) {
    this.screenshotName = name;
  }

  /** Builds the web app if needed, then starts the server (with `env`) and Chromium (closing what started if a step fails). */
  static async start(name: string, env: Record<string, string> = {}, options?: DedicatedOptions): Promise<BrowserJourney> {
    ensureWebBuild();
    // Without env the worker's shared server (with its SMTP server and Stripe stand-in); env: a dedicated one.
    const shop = await TestShop.start(env, options);
    try {
      const { browser, shared } = await launchBrowser();
      return new BrowserJourney(name, shop, browser, shared);
    } catch (error) {
      await shop.close();
      throw error;
    }
  }

  /**
   * The journey's page: a desktop-sized window in a fresh context (no cookies), with an init script if
   * given. When a test or hook of the file failed while it was open, its last screen is saved as
   * `<screenshot>.png` (default: the journey's name), with `<screenshot>.txt` (its address and trail,
   * followTrail), as the next page replaces it or the journey finishes: a failed journey leaves the
   * screen it failed on and what led there (a full-page picture of every page of every journey cost
   * the 2-core machine seconds of each run for nobody to look at).
   */
  async newPage(options: PageOptions & { screenshot?: string } = {}): Promise<Page> {
    await this.closePage();
    this.context = await this.newContext(options);
    const page = await this.context.newPage();
    page.on('pageerror', (error) => this.pageErrors.push(`${page.url()}: ${error.message}`));
    this.trail = followTrail(page);
    this.currentPage = page;
    this.screenshotName = options.screenshot ?? this.name;
    this.failuresAtOpen = failuresSoFar();
    return page;
  }

  /**
   * A fresh context (no cookies) on the shop, a desktop-sized window unless told, with an init script if
   * given: newPage's, and one a journey keeps for itself (it closes it).
   */
  async newContext(options: PageOptions = {}): Promise<BrowserContext> {
    const context = await this.browser.newContext({
      baseURL: this.shop.url,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      locale: 'en-US',
      // A window a phone's width says it is a phone, as a phone's browser does: the server guesses the
      // first screen's layout from the User-Agent, and a desktop's guess drawn at a phone's width moves
      // when React takes the page over (a tap aimed at a button then lands beside it).
      ...(options.userAgent || (options.viewport && options.viewport.width < PHONE_MAX_WIDTH) ? { userAgent: options.userAgent ?? PHONE_USER_AGENT } : {}),
    });
    // Generous for a loaded CI box, yet each step stays well under the journey's budget.
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(20_000);
    if (options.initScript) await context.addInitScript(options.initScript);
    return context;
  }

  get page(): Page {
    if (!this.currentPage) throw new Error('No page yet: call newPage() first');
    return this.currentPage;
  }

  /** Sets cookies on the shop's origin (path /), as the web app's own cookie helpers do (on the current page's context unless told). */
  async setCookies(cookies: Record<string, string>, context = this.context): Promise<void> {
    if (!context) throw new Error('No context yet: call newPage() first');
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value: encodeURIComponent(value), url: this.shop.url })));
  }

  /**
   * Signs the current page's context (or `context`) in as a sign-in on the screen would leave it: the session cookie the
   * server sets (HttpOnly `admin_token` or `token`) and the expiry cookie the web app keeps, from a REST
   * sign-in (the back office's administrator unless told). For journeys about
   * what comes after signing in: the login screens have journeys of their own (token-theft,
   * admin-permissions, shopper-register), and each screen sign-in costs a page load, a password hash
   * check and a landing page the journey does not look at.
   */
  async signIn(area: 'admin' | 'shop', email = ADMIN_EMAIL, password = ADMIN_PASSWORD, context = this.context): Promise<void> {
    const answer = await this.shop.rest('POST', area === 'admin' ? '/api/admin/login' : '/api/login', { email, password });
    if (answer.status !== 200) throw new Error(`${area} sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    const [token, expiry] = area === 'admin' ? [COOKIE.adminToken, COOKIE.adminTokenExpiredAt] : [COOKIE.token, COOKIE.tokenExpiredAt];
    await this.setCookies({ [token]: answer.body.token as string, [expiry]: answer.body.expired_at as string }, context);
  }

  /** Saves the page (the current one unless told) as it is now under test-output/browser/<name>.png. */
  async screenshot(name = this.screenshotName, page = this.currentPage): Promise<string | undefined> {
    if (!page || page.isClosed()) return undefined;
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, `${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    return file;
  }

  /**
   * Checks the screen as it is now: whether the page scrolls sideways (document.scrollingElement's
   * scrollWidth beyond the window) and, with `axe`, axe-core's serious and critical findings; saves it
   * under test-output/screenshots/<width>x<height>/<name>.png either way.
   */
  async checkScreen(name: string, options: { axe?: boolean } = {}): Promise<ScreenCheck> {
    const page = this.page;
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const folder = path.join(SCREENS_DIR, `${viewport.width}x${viewport.height}`);
    fs.mkdirSync(folder, { recursive: true });
    await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
    const sideways = (await page.evaluate(SIDEWAYS_SCRIPT)) as Omit<ScreenCheck, 'axe'>;
    if (!options.axe) return { ...sideways, axe: [] };
    // Evaluated rather than added as a script tag: the shop's Content-Security-Policy admits no inline script.
    if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(fs.readFileSync(AXE_SCRIPT, 'utf8'));
    return { ...sideways, axe: (await page.evaluate(AXE_RUN)) as AxeFinding[] };
  }

  /**
   * axe-core's findings of the named rules only, whatever their impact (e.g. `heading-order`, which axe
   * rates moderate and Lighthouse's accessibility score still counts).
   */
  async axeRules(rules: string[]): Promise<AxeFinding[]> {
    const page = this.page;
    if (!(await page.evaluate('typeof window.axe !== "undefined"'))) await page.evaluate(fs.readFileSync(AXE_SCRIPT, 'utf8'));
    const run = `axe.run(document, { runOnly: { type: 'rule', values: ${JSON.stringify(rules)} }, resultTypes: ['violations'] }).then((result) => result.violations
  .map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, targets: violation.nodes.slice(0, 4).map((node) => node.target.join(' ') + ' ' + node.html.slice(0, 160)) })))`;
    return (await page.evaluate(run)) as AxeFinding[];
  }

  /** Saves the current page's last screen if something failed while it was open (a failed screenshot only warns), then closes its context. */
  private async closePage(): Promise<void> {
    if (!this.context) return;
    if (failuresSoFar() > this.failuresAtOpen) {
      const file = await this.screenshot().catch((error: unknown) => console.warn(`screenshot of ${this.screenshotName} failed:`, error));
      if (file) fs.writeFileSync(file.replace(/\.png$/, '.txt'), [`at ${this.currentPage?.url()}`, ...this.trail].join('\n') + '\n');
    }
    await this.context.close().catch(() => undefined);
    this.context = undefined;
    this.currentPage = undefined;
  }

  /** The last screen saved (also after a failure), then everything closed, whatever fails. */
  async finish(): Promise<void> {
    try {
      await this.closePage();
    } finally {
      if (!this.sharedBrowser) await this.browser.close().catch(() => undefined);
      await this.shop.close();
    }
  }
}

/** How many of a page's last events followTrail keeps. */
const TRAIL_LENGTH = 80;

/**
 * A page's last navigations, answers of the shop's API and pages (not its scripts, styles and pictures),
 * failed requests and console lines, newest last: with the screen, what a failed journey's page did
 * (e.g. whether a tap sent its request, or the page was loaded anew instead).
 */
function followTrail(page: Page): string[] {
  const trail: string[] = [];
  const started = Date.now();
  const note = (line: string) => {
    trail.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
    if (trail.length > TRAIL_LENGTH) trail.shift();
  };
  const asset = /\/assets\/|\.(png|jpe?g|webp|gif|svg|woff2?|css|js)(\?|$)/;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  page.on('response', (response) => {
    if (!asset.test(response.url())) note(`${response.request().method()} ${response.url()} -> ${response.status()}`);
  });
  page.on('requestfailed', (request) => note(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`));
  page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`));
  return trail;
}

/** The file's failed tests and hooks so far, as its test environment counts them (0 outside one). */
function failuresSoFar(): number {
  return (globalThis as unknown as Record<symbol, number | undefined>)[FAILURES_SO_FAR] ?? 0;
}

/** A phone's browser's User-Agent (it says "Mobile": web/src/app/server-render.tsx screenFromUserAgent). */
export const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** Narrower than this is a phone's window (MUI's `sm` breakpoint, where the storefront's layout changes). */
const PHONE_MAX_WIDTH = 600;

/** A journey page's window and init script (newPage, newContext). */
export interface PageOptions {
  initScript?: string;
  viewport?: { width: number; height: number };
  userAgent?: string;
}

/**
 * A translator over one UI catalogue of i18n/ (en-US, zh-HK, zh-CN), to drive and check screens by the
 * texts they really show; an unknown id fails loudly rather than matching nothing.
 */
export function messages(locale: 'en-US' | 'zh-HK' | 'zh-CN'): (id: string) => string {
  const catalogue = JSON.parse(fs.readFileSync(path.join(projectRoot, 'i18n', `${locale}.json`), 'utf8')) as Record<string, string>;
  return (id) => {
    const text = catalogue[id];
    if (text === undefined) throw new Error(`Missing message ${id} in i18n/${locale}.json`);
    return text;
  };
}

/** The path part of a page's URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
