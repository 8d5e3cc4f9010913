import { randomBytes } from 'node:crypto';
import { catalogue, type MailLocale } from '../../mail/mail-templates.js';

/**
 * The authorization server's pages (sign-in, consent, error): plain server-rendered HTML forms, no
 * script, one small style sheet under the response's nonce, readable at 390 px. In the shop's three
 * languages (English, Traditional and Simplified Chinese) by the browser's Accept-Language.
 */
export type PageLanguage = MailLocale;

/** The pages' texts: `oauth.*` of the shop's catalogues (i18n/), as the mails' are (mail-templates.ts). */
export type MessageKey =
  | 'signInTitle'
  | 'signInIntro'
  | 'email'
  | 'password'
  | 'signIn'
  | 'badCredentials'
  | 'tooMany'
  | 'missing'
  | 'consentTitle'
  | 'consentIntro'
  | 'consentAsks'
  | 'consentAct'
  | 'consentKeep'
  | 'consentRevoke'
  | 'consentRedirect'
  | 'consentUnverified'
  | 'allow'
  | 'deny'
  | 'errorTitle'
  | 'errorIntro'
  | 'unnamedClient';

/**
 * Chinese when the browser prefers any Chinese to English (q-values honoured: Simplified for zh-CN,
 * zh-SG and zh-Hans, else Traditional), else English.
 */
export function languageOf(acceptLanguage: string | undefined): PageLanguage {
  let best: { language: PageLanguage; q: number } | undefined;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag, ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    const simplified = /^zh-(cn|sg|hans)\b/.test(tag);
    const language: PageLanguage | undefined = tag.startsWith('zh')
      ? simplified
        ? 'zh-CN'
        : 'zh-HK'
      : tag.startsWith('en') || tag === '*'
        ? 'en-US'
        : undefined;
    if (language && Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best?.language ?? 'en-US';
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A message as plain text (not HTML). */
export function text(language: PageLanguage, key: MessageKey): string {
  return catalogue(language)[`oauth.${key}`] ?? catalogue('en-US')[`oauth.${key}`] ?? key;
}

/** A message with its `{name}` places filled, every value escaped. */
export function message(language: PageLanguage, key: MessageKey, values: Record<string, string> = {}): string {
  return escapeHtml(text(language, key)).replace(/\{(\w+)\}/g, (_, name: string) => `<strong>${escapeHtml(values[name] ?? '')}</strong>`);
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1c1c;background:#f4f4f5}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.35rem;margin:0 0 1rem;overflow-wrap:anywhere}p,li{overflow-wrap:anywhere}label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input{width:100%;padding:.6rem;font:inherit;border:1px solid #888;border-radius:4px}
.actions{display:flex;gap:.75rem;margin-top:1.25rem;flex-wrap:wrap}button{flex:1;min-width:8rem;padding:.7rem 1rem;font:inherit;border-radius:4px;border:1px solid #1f4fd1;cursor:pointer}
.primary{background:#1f4fd1;color:#fff}.secondary{background:#fff;color:#1f4fd1}.error{color:#b00020;font-weight:600}
@media (max-width:30rem){main{margin:0;min-height:100vh;border-radius:0;box-shadow:none}}`;

export interface RenderedPage {
  html: string;
  /** The page's Content-Security-Policy: its own style by nonce, forms to `formTargets` only, never framed. */
  csp: string;
}

export function page(language: PageLanguage, title: string, body: string, formTargets: string[] = []): RenderedPage {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title><style nonce="${nonce}">${STYLE}</style></head><body><main>${body}</main></body></html>`;
  const forms = formTargets.length ? `form-action 'self' ${formTargets.join(' ')}` : `form-action 'self'`;
  return { html, csp: `default-src 'none'; style-src 'nonce-${nonce}'; ${forms}; frame-ancestors 'none'; base-uri 'none'` };
}

export interface SignInView {
  language: PageLanguage;
  action: string;
  csrf: string;
  clientName: string;
  email?: string;
  error?: MessageKey;
}

export function signInPage(view: SignInView): RenderedPage {
  const { language: lang } = view;
  const error = view.error ? `<p class="error" role="alert">${message(lang, view.error)}</p>` : '';
  return page(
    lang,
    message(lang, 'signInTitle'),
    `<h1>${message(lang, 'signInTitle')}</h1><p>${message(lang, 'signInIntro', { client: view.clientName })}</p>${error}
<form method="post" action="${escapeHtml(view.action)}"><input type="hidden" name="csrf" value="${escapeHtml(view.csrf)}">
<label for="email">${message(lang, 'email')}</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(view.email ?? '')}">
<label for="password">${message(lang, 'password')}</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="actions"><button class="primary" type="submit">${message(lang, 'signIn')}</button></div></form>`,
  );
}

export interface ConsentView {
  language: PageLanguage;
  action: string;
  csrf: string;
  clientName: string;
  staffName: string;
  resource: string;
  redirectUri: string;
}

export function consentPage(view: ConsentView): RenderedPage {
  const { language: lang } = view;
  const client = { client: view.clientName };
  let redirectOrigin = '';
  try {
    redirectOrigin = new URL(view.redirectUri).origin;
  } catch {
    // A custom-scheme redirect (a native agent): no origin to allow beyond 'self'.
  }
  return page(
    lang,
    message(lang, 'consentTitle', client),
    `<h1>${message(lang, 'consentTitle', client)}</h1><p>${message(lang, 'consentIntro', { name: view.staffName })}</p>
<p>${message(lang, 'consentAsks', client)}</p><ul><li>${message(lang, 'consentAct', { resource: view.resource })}</li><li>${message(lang, 'consentKeep')}</li></ul>
<p>${message(lang, 'consentRevoke')}</p><p>${message(lang, 'consentRedirect', { redirect: view.redirectUri })}</p><p>${message(lang, 'consentUnverified')}</p>
<form method="post" action="${escapeHtml(view.action)}"><input type="hidden" name="csrf" value="${escapeHtml(view.csrf)}">
<div class="actions"><button class="primary" type="submit" name="decision" value="allow">${message(lang, 'allow')}</button>
<button class="secondary" type="submit" name="decision" value="deny">${message(lang, 'deny')}</button></div></form>`,
    redirectOrigin && redirectOrigin !== 'null' ? [redirectOrigin] : [],
  );
}

/** oidc-provider's error answer (renderError), e.g. an unknown client or an expired interaction. */
export function errorPage(language: PageLanguage, out: Record<string, string>): RenderedPage {
  const details = Object.entries(out)
    .map(([key, value]) => `<li><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</li>`)
    .join('');
  return page(
    language,
    message(language, 'errorTitle'),
    `<h1>${message(language, 'errorTitle')}</h1><p>${message(language, 'errorIntro')}</p><ul>${details}</ul>`,
  );
}
