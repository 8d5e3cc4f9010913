/**
 * The server-written part of a storefront page (issue 15): what a crawler or a link preview reads in the
 * first answer. Pure functions from a PageMeta to HTML text; every value is escaped here.
 */

export interface Alternate {
  /** BCP 47 (`en-US`, `zh-HK`) or `x-default`. */
  hreflang: string;
  href: string;
}

export interface Crumb {
  name: string;
  href: string;
}

export interface PageMeta {
  /** `<html lang>`, BCP 47. */
  lang: string;
  title: string;
  description: string;
  canonical: string;
  alternates: Alternate[];
  /** Open Graph type: website, product, article. */
  ogType: string;
  image?: string | null;
  siteName: string;
  /** Structured data objects (each one `<script type="application/ld+json">`). */
  jsonLd: object[];
  /** Main content readable without JavaScript (already escaped HTML, built with `html`). */
  body: string;
  /** noindex for pages a search engine should not keep (search results). */
  noindex?: boolean;
}

import { escapeHtml as escapeText } from '../../mail/mail-templates.js';
import { AGENT_PATHS } from '../agent-discovery/index.js';

export const escapeHtml = (text: string | number | null | undefined): string => escapeText(String(text ?? ''));

/** Plain text of rich text (for descriptions): tags dropped, entities of the sanitiser read back, spaces collapsed. */
export function plainText(html: string | null | undefined, max = 300): string {
  const text = String(html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** JSON inside a <script> element: nothing in it can end the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags that go at the end of <head>. */
export function headTags(meta: PageMeta, nonce: string): string {
  const tag = (name: string, attrs: Record<string, string | null | undefined>) =>
    `<${name}${Object.entries(attrs)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
      .join('')}>`;
  const lines = [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('meta', { name: 'description', content: meta.description }),
    meta.noindex ? tag('meta', { name: 'robots', content: 'noindex, follow' }) : '',
    tag('link', { rel: 'canonical', href: meta.canonical }),
    // Where agents find the shop's MCP server and APIs (Agentic Resource Discovery).
    tag('link', { rel: 'ai-catalog', href: AGENT_PATHS.aiCatalog }),
    ...meta.alternates.map((a) => tag('link', { rel: 'alternate', hreflang: a.hreflang, href: a.href })),
    tag('meta', { property: 'og:type', content: meta.ogType }),
    tag('meta', { property: 'og:site_name', content: meta.siteName }),
    tag('meta', { property: 'og:title', content: meta.title }),
    tag('meta', { property: 'og:description', content: meta.description }),
    tag('meta', { property: 'og:url', content: meta.canonical }),
    tag('meta', { property: 'og:locale', content: meta.lang.replace('-', '_') }),
    meta.image ? tag('meta', { property: 'og:image', content: meta.image }) : '',
    tag('meta', { name: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' }),
    tag('meta', { name: 'twitter:title', content: meta.title }),
    tag('meta', { name: 'twitter:description', content: meta.description }),
    meta.image ? tag('meta', { name: 'twitter:image', content: meta.image }) : '',
    ...meta.jsonLd.map((data) => `<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${scriptJson(data)}</script>`),
  ];
  return lines.filter(Boolean).join('\n');
}

/** A breadcrumb trail as HTML links (the BreadcrumbList's readable twin). */
export function breadcrumbHtml(crumbs: Crumb[], label: string): string {
  if (!crumbs.length) return '';
  const items = crumbs.map((c) => `<li><a href="${escapeHtml(c.href)}">${escapeHtml(c.name)}</a></li>`).join('');
  return `<nav aria-label="${escapeHtml(label)}"><ol>${items}</ol></nav>`;
}

/** schema.org BreadcrumbList of a trail. */
export function breadcrumbLd(crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, index) => ({ '@type': 'ListItem', position: index + 1, name: c.name, item: c.href })),
  };
}

/**
 * The template with the page's head: `<html lang>`, the template's own <title> replaced, tags at the end
 * of <head>, and the readable content inside the app's root element (React replaces it when it starts).
 */
export function withHead(template: string, meta: PageMeta, nonce: string): string {
  let page = template.replace(/<html\b[^>]*>/i, `<html lang="${escapeHtml(meta.lang)}">`).replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  const headEnd = page.indexOf('</head>');
  if (headEnd >= 0) page = `${page.slice(0, headEnd)}${headTags(meta, nonce)}\n${page.slice(headEnd)}`;
  return page.replace(/<div id="root"><\/div>/, `<div id="root"><main data-server-summary>${meta.body}</main></div>`);
}
