import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../common/project-root.js';
import { sanitizeRichText } from '../common/rich-text.js';

/**
 * Mail templates, per language, from the UI message files in i18n/ (the translators' one place):
 *
 *   "mail.<template>.subject": "Reset your password at {shopName}",
 *   "mail.<template>.body":    "Hello {name},\n\nOpen the link below ...\n\n{link}"
 *
 * A body is plain text with ICU-style `{placeholders}` (and ICU quoting: '' is one apostrophe, '{x}'
 * is literal); a blank line separates paragraphs. Rendering gives an HTML part (values escaped,
 * paragraphs as <p>, line breaks as <br>) and a text alternative, inside a small layout (shop name,
 * footer `mail.layout.footer`, and an unsubscribe link when `unsubscribeUrl` is given).
 *
 * Values (MailValue):
 * - a string or number: text (escaped in HTML; its line breaks kept);
 * - `{ url, label? }`: a link (http, https or mailto only; anything else is shown as text);
 * - `{ html }`: rich text, e.g. an admin-written message; sanitised (common/rich-text.ts) before use,
 *   and turned into text for the text part.
 * `shopName` is always available (the settings' basic.name). A missing value renders empty, and a
 * paragraph left empty by it is dropped.
 *
 * Languages: content language codes (en_us, zh_hk, zh_cn) or UI locales (en-US, zh-HK, zh-CN); a
 * template missing in a language falls back to en-US, an unknown language is en-US.
 */

export type MailLink = { url: string; label?: string };
export type MailHtml = { html: string };
export type MailValue = string | number | boolean | null | undefined | MailLink | MailHtml;
export type MailData = Record<string, MailValue>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export const MAIL_LOCALES = ['en-US', 'zh-HK', 'zh-CN'] as const;
export type MailLocale = (typeof MAIL_LOCALES)[number];
const FALLBACK: MailLocale = 'en-US';

/** en_us -> en-US, zh_hk -> zh-HK, zh_cn -> zh-CN (any case, - or _); others -> en-US. */
export function mailLocale(language?: string | null): MailLocale {
  const code = (language ?? '').trim().toLowerCase().replace('_', '-');
  return MAIL_LOCALES.find((locale) => locale.toLowerCase() === code) ?? FALLBACK;
}

const I18N_DIR = path.join(projectRoot, 'i18n');
const catalogues = new Map<MailLocale, Record<string, string>>();

/** The UI messages of one locale (i18n/<locale>.json), read once. */
export function catalogue(locale: MailLocale): Record<string, string> {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = JSON.parse(fs.readFileSync(path.join(I18N_DIR, `${locale}.json`), 'utf8')) as Record<string, string>;
    catalogues.set(locale, messages);
  }
  return messages;
}

function message(locale: MailLocale, key: string): string | undefined {
  return catalogue(locale)[key] ?? catalogue(FALLBACK)[key];
}

/** Whether `mail.<template>.subject` and `.body` exist (in en-US at least). */
export function hasMailTemplate(template: string): boolean {
  return /^[A-Za-z][\w-]*$/.test(template) && !!catalogue(FALLBACK)[`mail.${template}.subject`] && !!catalogue(FALLBACK)[`mail.${template}.body`];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const isLink = (value: MailValue): value is MailLink => typeof value === 'object' && value !== null && 'url' in value;
const isHtml = (value: MailValue): value is MailHtml => typeof value === 'object' && value !== null && 'html' in value;
const SAFE_URL = /^(https?:\/\/|mailto:)[^\s"'<>]+$/i;

function valueAsText(value: MailValue): string {
  if (value === null || value === undefined) return '';
  if (isLink(value)) return value.label && value.label !== value.url ? `${value.label}: ${value.url}` : value.url;
  if (isHtml(value)) return htmlToText(sanitizeRichText(value.html));
  return String(value);
}

function valueAsHtml(value: MailValue): string {
  if (value === null || value === undefined) return '';
  if (isLink(value)) {
    const label = escapeHtml(value.label || value.url);
    return SAFE_URL.test(value.url) ? `<a href="${escapeHtml(value.url)}">${label}</a>` : escapeHtml(valueAsText(value));
  }
  if (isHtml(value)) return sanitizeRichText(value.html);
  return escapeHtml(String(value)).replace(/\r?\n/g, '<br>');
}

/**
 * ICU-style simple arguments: `{name}` replaced by `render(name)`, literal text by `literal(text)`.
 * Quoting as in ICU: `''` is an apostrophe, `'{...}'` is literal text.
 */
function formatMessage(source: string, literal: (text: string) => string, render: (name: string) => string): string {
  let out = '';
  let text = '';
  const flush = () => {
    out += literal(text);
    text = '';
  };
  for (let i = 0; i < source.length;) {
    const c = source[i];
    if (c === "'" && source[i + 1] === "'") {
      text += "'";
      i += 2;
    } else if (c === "'" && (source[i + 1] === '{' || source[i + 1] === '}')) {
      const end = source.indexOf("'", i + 1);
      const stop = end === -1 ? source.length : end;
      text += source.slice(i + 1, stop);
      i = stop + 1;
    } else if (c === '{') {
      const end = source.indexOf('}', i);
      const name = end === -1 ? '' : source.slice(i + 1, end).trim();
      if (/^[A-Za-z_]\w*$/.test(name)) {
        flush();
        out += render(name);
        i = end + 1;
      } else {
        text += c;
        i += 1;
      }
    } else {
      text += c;
      i += 1;
    }
  }
  flush();
  return out;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of (sanitised) HTML: block ends become line breaks, links `label: url`, tags dropped. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => {
        const text = label.replace(/<[^>]*>/g, '').trim();
        const url = decodeEntities(href);
        return text && decodeEntities(text) !== url ? `${text}: ${href}` : href;
      })
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<li\b[^>]*>/gi, '- ')
      .replace(/<\/(p|div|h[1-6]|blockquote|pre|table|ul|ol)>/gi, '\n\n')
      .replace(/<\/(li|tr)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function paragraphs(body: string): string[] {
  return body
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Renders `mail.<template>` in the language with the data (see the top of this file). */
export function renderMail(template: string, language: string | null | undefined, data: MailData): RenderedMail {
  if (!hasMailTemplate(template)) throw new Error(`No mail template "${template}" in i18n/en-US.json`);
  const locale = mailLocale(language);
  const subjectSource = message(locale, `mail.${template}.subject`)!;
  const bodySource = message(locale, `mail.${template}.body`)!;
  const value = (name: string): MailValue => data[name];

  const subject = formatMessage(
    subjectSource,
    (t) => t,
    (name) => valueAsText(value(name)),
  )
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();

  const htmlParagraphs: string[] = [];
  const textParagraphs: string[] = [];
  for (const paragraph of paragraphs(bodySource)) {
    const text = formatMessage(
      paragraph,
      (t) => t,
      (name) => valueAsText(value(name)),
    ).trim();
    if (!text) continue;
    textParagraphs.push(text);
    const html = formatMessage(
      paragraph,
      (t) => escapeHtml(t).replace(/\n/g, '<br>'),
      (name) => valueAsHtml(value(name)),
    ).trim();
    // A paragraph that is one rich-text value keeps its own blocks.
    const single = /^\{\s*([A-Za-z_]\w*)\s*\}$/.exec(paragraph);
    htmlParagraphs.push(single && isHtml(value(single[1])) ? html : `<p style="margin:0 0 16px">${html}</p>`);
  }

  const footerSource = message(locale, 'mail.layout.footer') ?? '';
  const footerText = formatMessage(
    footerSource,
    (t) => t,
    (name) => valueAsText(value(name)),
  );
  const footerHtml = formatMessage(
    footerSource,
    (t) => escapeHtml(t),
    (name) => valueAsHtml(value(name)),
  );
  const unsubscribeUrl = typeof data.unsubscribeUrl === 'string' && SAFE_URL.test(data.unsubscribeUrl) ? data.unsubscribeUrl : undefined;
  const unsubscribeLabel = message(locale, 'mail.layout.unsubscribe') ?? 'Unsubscribe';
  const shopName = valueAsText(value('shopName'));

  const html = [
    '<!DOCTYPE html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222">',
    '<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:4px">',
    shopName ? `<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(shopName)}</h1>` : '',
    ...htmlParagraphs,
    '</div>',
    `<p style="max-width:600px;margin:16px auto 0;font-size:12px;color:#777">${footerHtml}${
      unsubscribeUrl ? ` <a href="${escapeHtml(unsubscribeUrl)}" style="color:#777">${escapeHtml(unsubscribeLabel)}</a>` : ''
    }</p>`,
    '</body></html>',
  ].join('\n');

  const text = [...textParagraphs, '--', footerText, ...(unsubscribeUrl ? [`${unsubscribeLabel}: ${unsubscribeUrl}`] : [])].join('\n\n');

  return { subject, html, text };
}
