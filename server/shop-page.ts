import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { MikroORM } from '@mikro-orm/postgresql';
import { COOKIE } from '../core/cookie-names.js';
import type { AppConfig } from './config/env.js';
import { readSettingsGroup } from './modules/settings/settings.store.js';
import { log } from './observability/logger.js';
import { addToRequestLine } from './observability/request-log.js';
import { createContext } from './common/context.js';
import { readCookie } from './modules/auth/session-cookies.js';
import { resolveStorefront, scriptJson, withHead, type PageMeta } from './modules/seo/index.js';
import { mediaBase } from './storage/index.js';
import { pageCacheControl } from './ssr/page-cache.js';
import type { RenderedApp, ShopRenderer } from './ssr/shop-renderer.js';

/**
 * The HTML of the single page app with its Content-Security-Policy, decided per response:
 * - `/admin...`: strict, scripts from the shop's own origin only (no inline script, nothing injected).
 * - the storefront: the shop's own scripts and the merchant's (settings script_header, header_script,
 *   script_footer, footer_script) carry a nonce made for this response; the server writes the merchant's
 *   into the HTML, so no page script needs to turn text into code. Scripts from other hosts only from
 *   CSP_SCRIPT_HOSTS, Facebook's SDK when Facebook login is on, and Stripe.js on `/stripe` only.
 */

/** Stripe.js's own frames (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const FACEBOOK_SCRIPTS = ['https://connect.facebook.net'];
const FACEBOOK_FRAMES = ['https://www.facebook.com', 'https://web.facebook.com'];
const FACEBOOK_CONNECT = ['https://graph.facebook.com', ...FACEBOOK_FRAMES];

/** Directives both areas share; `self` everywhere, nothing embeds us elsewhere (frame-ancestors). */
const BASE_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  // MUI (emotion) writes its styles as <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The GraphQL explorer (web/graphiql.html): the shop's own scripts only; its editor styles are inline. */
export const explorerCsp = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: { ...BASE_DIRECTIVES, imgSrc: ["'self'", 'data:', 'blob:'], scriptSrc: ["'self'"], workerSrc: ["'self'", 'blob:'] },
});

export const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** Origin of a URL for a CSP source list ("https://js.stripe.com"). */
const originOf = (url: string) => new URL(url).origin;

/**
 * Where the pages' pictures come from. Pictures in merchants' rich text and analytics pixels come from
 * anywhere over HTTPS (never script). The shop's own uploads come from MEDIA_PUBLIC_URL or PUBLIC_URL
 * (mediaUrl answers them absolute), which `self` does not cover when the page is opened at another
 * address (127.0.0.1 for a PUBLIC_URL of localhost) or a media host is plain HTTP.
 */
function imageSources(config: AppConfig): string[] {
  return [...new Set(["'self'", 'data:', 'blob:', 'https:', originOf(config.publicUrl), originOf(mediaBase(config))])];
}

/** Adds the nonce to every <script> tag of a snippet; text without markup is taken as one script (as before). */
export function withNonce(snippet: string, nonce: string): string {
  const source = snippet.trim();
  if (!source) return '';
  if (!source.startsWith('<')) return `<script nonce="${nonce}">${source.replace(/<\/script/gi, '<\\/script')}</script>`;
  return source.replace(/<script\b/gi, `<script nonce="${nonce}"`);
}

/** The page with `head` at the end of <head> and `foot` at the end of <body> (positions found in the template only). */
function assemble(template: string, head: string, foot: string): string {
  const headEnd = template.indexOf('</head>');
  const bodyEnd = template.lastIndexOf('</body>');
  if (headEnd < 0 || bodyEnd < headEnd) return template;
  return `${template.slice(0, headEnd)}${head}\n${template.slice(headEnd, bodyEnd)}${foot}\n${template.slice(bodyEnd)}`;
}

interface PageTemplate {
  mtimeMs: number;
  html: string;
  /** When the file's time was last looked at: at most once a second, not a system call per page. */
  checkedAt: number;
}

/**
 * Stands for the response's nonce in a page rendered once and kept (letters and digits only, so that
 * escaping leaves it whole; random, so that no stored text can contain it).
 */
const NONCE_SLOT = `nonce${randomBytes(12).toString('hex')}`;

/** A page rendered for one head, split at the nonce's places, with what it was made from. */
interface RenderedPage {
  template: string;
  scripts: string;
  parts: string[];
}

/**
 * Rendered pages of heads the storefront shares between requests (a product's head is kept until what it
 * is made of is written: modules/seo/storefront-head.ts): the template, head tags, JSON-LD and summary
 * are written once, and each response only puts its own nonce in.
 */
const renderedPages = new WeakMap<PageMeta, RenderedPage>();

/** The page of `meta` with the merchant's scripts (settings), split where the response's nonce goes. */
function renderPage(template: string, meta: PageMeta, head: string[], foot: string[]): string[] {
  const scripts = (snippets: string[]) => snippets.map((s) => withNonce(s, NONCE_SLOT)).join('\n');
  return assemble(withHead(withNonce(template, NONCE_SLOT), meta, NONCE_SLOT), scripts(head), scripts(foot)).split(NONCE_SLOT);
}

/**
 * The handler of every page path (GET): index.html with its CSP, `no-cache` (the HTML names the
 * hashed assets of the current build, so it must be revalidated), compressed on the fly like the API
 * (it differs per response). Answers false when the web app is not built.
 */
export function shopPage(orm: MikroORM, config: AppConfig, indexFile: string, renderer?: ShopRenderer) {
  let template: PageTemplate | undefined;
  const read = (): string | undefined => {
    const now = Date.now();
    if (template && now - template.checkedAt < 1000) return template.html;
    const stat = fs.statSync(indexFile, { throwIfNoEntry: false });
    if (!stat) return (template = undefined);
    if (template?.mtimeMs !== stat.mtimeMs) template = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(indexFile, 'utf8'), checkedAt: now };
    template.checkedAt = now;
    return template.html;
  };
  const stripeScript = originOf(config.stripeJsUrl);
  // Stripe.js calls the API from the page (STRIPE_API_URL: api.stripe.com, or the tests' stand-in).
  const stripeConnect = [...new Set([originOf(config.stripeApiUrl), stripeScript])];

  const imgSrc = imageSources(config);
  // The back office: nothing but the shop's own origin may run script.
  const adminCsp = helmet.contentSecurityPolicy({ useDefaults: false, directives: { ...BASE_DIRECTIVES, imgSrc, scriptSrc: ["'self'"] } });
  const storefrontCsp = helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      ...BASE_DIRECTIVES,
      imgSrc,
      scriptSrc: [
        "'self'",
        (_req, res) => `'nonce-${(res as Response).locals.nonce}'`,
        ...config.cspScriptHosts,
        (_req, res) => (res as Response).locals.extraScripts,
      ],
      connectSrc: ["'self'", ...config.cspScriptHosts, (_req, res) => (res as Response).locals.extraConnect],
      frameSrc: ["'self'", ...config.cspScriptHosts, (_req, res) => (res as Response).locals.extraFrames],
    },
  });

  return (async (req: Request, res: Response, next) => {
    try {
      const html = read();
      if (html === undefined) {
        res.status(503).type('text').send('The web app is not built yet: run `npm run build:web`.');
        return;
      }
      res.setHeader('Cache-Control', 'no-cache');
      if (isAdminPath(req.path)) {
        adminCsp(req, res, () => res.type('html').send(html));
        return;
      }
      const em = orm.em.fork();
      // The head a crawler reads (modules/seo): in the URL's language (?language=), else the cookie's.
      const requested = typeof req.query.language === 'string' ? req.query.language : readCookie(req, COOKIE.language);
      const ctx = createContext({ config, tokenSecret: new Uint8Array() }, em, req.ip ?? 'unknown', {});
      const resolution = await resolveStorefront(ctx, req.path, requested, typeof req.query.keyword === 'string' ? req.query.keyword : undefined);
      if (resolution.kind === 'redirect') {
        res.redirect(resolution.status, resolution.location);
        return;
      }
      const nonce = randomBytes(16).toString('base64');
      // Both from the settings cache shared by the process (refreshed every 5 s): no query per page.
      const [basic, facebook] = await Promise.all([readSettingsGroup(em, 'basic'), readSettingsGroup(em, 'facebook')]);
      const onStripePage = req.path === '/stripe';
      const facebookOn = facebook.enabled;
      res.locals.nonce = nonce;
      res.locals.extraScripts = [...(facebookOn ? FACEBOOK_SCRIPTS : []), ...(onStripePage ? [stripeScript] : [])].join(' ');
      res.locals.extraFrames = [...(facebookOn ? FACEBOOK_FRAMES : []), ...(onStripePage ? [...STRIPE_FRAMES, stripeScript] : [])].join(' ');
      res.locals.extraConnect = [...(facebookOn ? FACEBOOK_CONNECT : []), ...(onStripePage ? stripeConnect : [])].join(' ');
      const head = [basic.scriptHeader, basic.headerScript];
      const foot = [basic.scriptFooter, basic.footerScript];
      const scripts = [...head, ...foot].join('\u0000');
      let rendered = renderedPages.get(resolution.meta);
      if (rendered?.template !== html || rendered.scripts !== scripts) {
        rendered = { template: html, scripts, parts: renderPage(html, resolution.meta, head, foot) };
        renderedPages.set(resolution.meta, rendered);
      }
      const page = rendered.parts.join(nonce);
      if (renderer) {
        storefrontCsp(req, res, () => void serverRendered(req, res, renderer, page, nonce).catch(next));
        return;
      }
      // Sent as it is: an ETag of a page that carries its own nonce would never match (no-cache above).
      storefrontCsp(req, res, () => {
        res.type('html').setHeader('Content-Length', Buffer.byteLength(page));
        res.end(page);
      });
    } catch (error) {
      next(error);
    }
  }) satisfies RequestHandler;
}

const ROOT_START = '<div id="root">';
/** The state script's id (web/src/app/start.tsx reads it). */
const STATE_ID = 'shop-state';
const SUMMARY_END = '</main></div>';

const piecesOfApps = new WeakMap<RenderedApp, Buffer[]>();

/**
 * What a rendered app adds to the page, as UTF-8 pieces the response's nonce goes between: the emotion
 * <style> tags of the HTML (the browser's emotion takes them over by their markers: web/src/app/style-cache.ts), the
 * app's HTML in #root, and the state script. Made once per rendered app: a kept page is answered many
 * times, and its state's JSON escaped for a script, then the body's encoding (100 kB and more for a
 * category), cost several times the rest of the answer (issue 42's bench).
 */
function appPieces(app: RenderedApp): Buffer[] {
  const kept = piecesOfApps.get(app);
  if (kept) return kept;
  const pieces = [''];
  const nonceBetween = (before: string, after: string) => {
    pieces[pieces.length - 1] += before;
    pieces.push(after);
  };
  for (const chunk of app.styles.filter((style) => style.css)) {
    nonceBetween(`<style ${chunk.marker} nonce="`, `">${chunk.css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  pieces[pieces.length - 1] += `${ROOT_START}${app.html}</div>`;
  nonceBetween(`<script id="${STATE_ID}" type="application/json" nonce="`, `">${scriptJson(app.state)}</script>`);
  const encoded = pieces.map((piece) => Buffer.from(piece));
  piecesOfApps.set(app, encoded);
  return encoded;
}

/** The pieces with the nonce between each two, then the rest of the page: one buffer to send. */
function withNonceBetween(pieces: Buffer[], nonce: string, rest: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  return Buffer.concat([...pieces.flatMap((piece, i) => (i === 0 ? [piece] : [nonceBytes, piece])), Buffer.from(rest)]);
}

/**
 * The storefront page with its first screen rendered by the web app's components (server/ssr/): the
 * head goes out at once (the browser fetches the scripts and styles it names while the page renders),
 * then the app's styles, its HTML inside #root in place of the crawler's summary, and the state the
 * browser hydrates with (script `shop-state`, JSON escaped for </script>, with the response's nonce).
 * A visitor's page is public for a short while (and kept in process); a signed-in shopper's is private.
 * When rendering fails, the summary page is what the visitor gets, as before.
 */
async function serverRendered(req: Request, res: Response, renderer: ShopRenderer, page: string, nonce: string): Promise<void> {
  const start = page.indexOf(ROOT_START);
  const end = start < 0 ? -1 : page.indexOf(SUMMARY_END, start);
  if (end < 0) {
    res.type('html').end(page);
    return;
  }
  res.setHeader('Cache-Control', pageCacheControl(renderer.personal(req)));
  // The page depends on the language and currency cookies (and on the session's presence).
  res.vary('Cookie');
  res.type('html');
  // The first paint waits for the whole first screen (up to the state script after #root, Chromium's
  // render-blocking `expect` link): a screen painted from half of the HTML would move as the rest comes.
  // Before it, the script that holds the shopper's taps until React has taken the page over
  // (web/src/app/early-actions.ts): the page can be touched long before its JavaScript has run.
  const [early, chunks] = await Promise.all([renderer.earlyActionsScript(), renderer.modulePreloads(req.path)]);
  const hold = early ? `<script nonce="${nonce}">${early.replace(/<\/script/gi, '<\\/script')}</script>\n` : '';
  const preloads = chunks.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">\n`).join('');
  res.write(page.slice(0, start).replace('</head>', `<link rel="expect" href="#${STATE_ID}" blocking="render">\n${hold}</head>`));
  (res as Response & { flush?: () => void }).flush?.();
  let body: string | Buffer;
  try {
    const rendered = await renderer.render(req);
    if (!rendered) body = page.slice(start);
    else {
      const { app } = rendered;
      // Kept or made, in how many render passes: on the request's log line.
      addToRequestLine(res, { ssr: { cached: rendered.cached, passes: app.passes } });
      // After the app, the chunks the browser loads before it hydrates (the page's own and the layout's
      // lazy parts), with the entry's (index.html names them at the end of the body): fetched at low
      // priority beside the entry's, after the first screen's pictures (web/vite.config.ts).
      body = withNonceBetween(appPieces(app), nonce, `\n${preloads}${page.slice(end + SUMMARY_END.length)}`);
    }
  } catch (error) {
    log.error({ req_id: res.locals.requestId, err: error, path: req.path }, 'Storefront page not rendered');
    body = page.slice(start);
  }
  res.end(body);
}
