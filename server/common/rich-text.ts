import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (brand, product, page, blog descriptions...) is sanitised on the server before it is
 * stored (DESIGN 3 'Files'), so whatever reaches the database can be rendered as HTML as it is.
 *
 * Kept: what the back office's editor produces - paragraphs, line breaks, bold/italic/underline/strike,
 * headings, lists, quotes, code, links, images, tables, and span/div (and block) styles limited to
 * text-align, color and background-color.
 * Dropped: script, style, iframe, object, form elements and every other tag (their text stays, except
 * for tags whose content is code, which go whole), every on* attribute and every attribute not listed,
 * class and id, and any URL that is not
 *   - links: http:, https:, mailto:, a path of this site (`/...`, not `//host`) or an anchor (`#...`);
 *   - images: http:, https: or an upload of this shop (`/uploads/...`); no data: or blob: images.
 * A link opening a new tab (target="_blank") always gets rel="noopener noreferrer".
 *
 * How a service uses it (no decorator, no class-validator: the service owns the rule):
 *
 *   import { sanitizeRichText, sanitizeRichTextMap } from '../../common/rich-text.js';
 *
 *   // a plain rich-text field
 *   page.body = sanitizeRichText(input.body);
 *   // an optional one (null/undefined pass through unchanged)
 *   if (input.description !== undefined) brand.description = sanitizeOptionalRichText(input.description);
 *   // a translatable one ({ en_us: '<p>..</p>', zh_hk: '<p>..</p>' })
 *   product.description = sanitizeRichTextMap(input.description);
 *
 * Call it in create and update before the flush, on every rich-text field, whatever the caller
 * (GraphQL, REST, import): the service is the one place every write goes through.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'sub',
  'sup',
  'small',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'span',
  'div',
];

/** Tags that may carry the style whitelist below. */
const STYLED_TAGS = ['span', 'div', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'blockquote'];

/** Content of these is code or a widget, not text: dropped together with the tag. */
const NON_TEXT_TAGS = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'title',
  'head',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

/** #rgb, #rrggbb(aa), rgb()/rgba()/hsl()/hsla() with plain numbers, or a colour name. */
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^(rgb|rgba|hsl|hsla)\(\s*[\d.]+%?\s*(,\s*[\d.]+%?\s*){2,3}\)$/i, /^[a-z]{3,20}$/i];

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const MAILTO = /^mailto:[^\s]+$/i;
const SIZE = /^\d{1,5}(px|%)?$/;

function safeHref(raw: string | undefined): string | undefined {
  const href = raw?.trim();
  if (!href) return undefined;
  if (HTTP_URL.test(href) || MAILTO.test(href) || href.startsWith('#')) return href;
  // A path of this site; `//host` would be another site, `/\host` too in some browsers.
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href;
  return undefined;
}

function safeImageSrc(raw: string | undefined): string | undefined {
  const src = raw?.trim();
  if (!src) return undefined;
  if (HTTP_URL.test(src)) return src;
  if (/^\/uploads\/[A-Za-z0-9/_.-]+$/.test(src) && !src.split('/').includes('..')) return src;
  return undefined;
}

function keep(attributes: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(attributes).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    ...Object.fromEntries(STYLED_TAGS.filter((t) => t !== 'td' && t !== 'th').map((tag) => [tag, ['style']])),
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify|start|end)$/i],
      color: COLOR,
      'background-color': COLOR,
    },
  },
  // Belt and braces: sanitize-html's own scheme check runs as well as ours (transformTags below).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NON_TEXT_TAGS,
  parseStyleAttributes: true,
  transformTags: {
    a: (tagName, attribs) => {
      const href = safeHref(attribs.href);
      const target = attribs.target === '_blank' || attribs.target === '_self' ? attribs.target : undefined;
      const rel = target === '_blank' ? 'noopener noreferrer' : attribs.rel?.replace(/[^a-z ]/gi, '').trim() || undefined;
      return { tagName, attribs: keep({ href, target, rel, title: attribs.title }) };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: keep({
        src: safeImageSrc(attribs.src),
        alt: attribs.alt,
        title: attribs.title,
        width: attribs.width && SIZE.test(attribs.width.trim()) ? attribs.width.trim() : undefined,
        height: attribs.height && SIZE.test(attribs.height.trim()) ? attribs.height.trim() : undefined,
      }),
    }),
  },
  // An image whose source was refused is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The HTML with everything but the editor's safe subset removed (see above). */
export function sanitizeRichText(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitizeHtml(html, OPTIONS);
}

/** sanitizeRichText for an optional field: null and undefined come back unchanged. */
export function sanitizeOptionalRichText<T extends null | undefined>(html: string | T): string | T {
  return typeof html === 'string' ? sanitizeRichText(html) : html;
}

/**
 * sanitizeRichText on every value of a translatable field (`{ en_us: '...', zh_hk: '...' }`); null
 * and undefined (the whole map or one language) come back unchanged.
 */
export function sanitizeRichTextMap<T extends Record<string, string | null | undefined> | null | undefined>(values: T): T {
  if (!values || typeof values !== 'object') return values;
  return Object.fromEntries(Object.entries(values).map(([language, html]) => [language, sanitizeOptionalRichText(html)])) as T;
}

/** Sanitised again on the way out: rows written before a rule tightened never reach a shopper unsafe. */
export async function renderedRichText(value: string | Promise<string>): Promise<string> {
  return sanitizeRichText(await value);
}
