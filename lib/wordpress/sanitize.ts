import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

import { FRAME_HOSTS as CSP_FRAME_ORIGINS } from '@/lib/security-headers.mjs';

/**
 * WordPress HTML is untrusted: an editor account can be compromised. This allowlist follows WordPress's
 * own `wp_kses_post` (the tags an author may use) minus what the site never needs (style attributes,
 * forms, scripts, event handlers, foreign iframes). sanitize-html does the parsing; we only choose.
 */

/** Frames only from the hosts the Content-Security-Policy lets load: one list for both. */
const FRAME_HOSTS = CSP_FRAME_ORIGINS.map((origin) => new URL(origin).hostname);

/**
 * WordPress's own embeds use hosts the policy does not list; the same player and map live on the allowed
 * ones, so the frame is moved there rather than left to be blocked.
 */
const FRAME_HOST_ALIASES: Readonly<Record<string, string>> = {
  'www.youtube.com': 'www.youtube-nocookie.com',
  'youtube.com': 'www.youtube-nocookie.com',
  'maps.google.com': 'www.google.com',
};

/**
 * On each allowed host, only its embed addresses: the player, and Google Maps' two embed forms
 * (`/maps/embed?pb=…` and the API's `/maps/embed/v1/…`, and `/maps?…&output=embed`). The rest of
 * www.google.com (search, its `/url?q=` redirector, sign-in) is no frame an author needs.
 */
export const FRAME_EMBEDS: Readonly<Record<string, (url: URL) => boolean>> = {
  'www.youtube-nocookie.com': (url) => url.pathname.startsWith('/embed/'),
  'www.google.com': (url) =>
    url.pathname === '/maps/embed' ||
    url.pathname.startsWith('/maps/embed/') ||
    (url.pathname === '/maps' && url.searchParams.get('output') === 'embed'),
};

/** The frame's address on an allowed host, or '' (the frame is then dropped) for anything else. */
function frameSource(src: string | undefined): string {
  if (!src) return '';
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return ''; // not an absolute URL
  }
  const alias = FRAME_HOST_ALIASES[url.hostname];
  if (alias && url.protocol === 'https:') url.hostname = alias;
  const isEmbed = FRAME_EMBEDS[url.hostname];
  return url.protocol === 'https:' && !url.port && isEmbed?.(url) ? url.toString() : '';
}

/** Link types that hand the new page a handle on ours (window.opener): never kept from an author. */
const OPENER_LINK_TYPES = new Set(['opener']);

/**
 * A link with any `target` (`_blank`, `_BLANK`, a named window: each can open a new browsing context)
 * always gets `noopener noreferrer`; an author's `rel="opener"` is dropped wherever it is. Other link types
 * (nofollow, sponsored, ugc…) are kept.
 */
function linkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { rel, ...rest } = attribs;
  const types = new Set(
    (rel ?? '')
      .toLowerCase()
      .split(/[\t\n\f\r ]+/)
      .filter((type) => type && !OPENER_LINK_TYPES.has(type)),
  );
  if ('target' in attribs) {
    types.add('noopener');
    types.add('noreferrer');
  }
  return types.size ? { ...rest, rel: [...types].join(' ') } : rest;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'a',
    'abbr',
    'address',
    'b',
    'blockquote',
    'br',
    'caption',
    'cite',
    'code',
    'dd',
    'del',
    'details',
    'div',
    'dl',
    'dt',
    'em',
    'figcaption',
    'figure',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'iframe',
    'img',
    'ins',
    'kbd',
    'li',
    'mark',
    'ol',
    'p',
    'pre',
    'q',
    's',
    'section',
    'small',
    'span',
    'strong',
    'sub',
    'summary',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'time',
    'tr',
    'u',
    'ul',
  ],
  allowedAttributes: {
    '*': ['lang', 'dir', 'title'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    time: ['datetime'],
    ol: ['start', 'reversed'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: FRAME_HOSTS,
  disallowedTagsMode: 'discard',
  transformTags: {
    // The page owns its one <h1>; CMS headings start one level down.
    h1: 'h2',
    iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: frameSource(attribs.src) } }),
    // A link that opens a new tab or window must not hand the opener to the other site.
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()) ||
    // A frame whose source was refused (another host or path, javascript:, data:, srcdoc) is an empty box,
    // and an image without an absolute http(s) or root-relative source cannot be shown: both dropped.
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'img' && !/^(https?:\/\/|\/(?!\/))/.test(frame.attribs.src ?? '')),
};

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const BLOCK_TAG = /<(p|h[1-6]|ul|ol|li|figure|div|blockquote|table|pre|section|details|hr|dl)\b/i;

/**
 * ACF's REST API answers a WYSIWYG field's stored value, not the formatted one: the classic editor stores
 * paragraphs as blank lines, and WordPress adds the `<p>`s only when it displays the field (wpautop). A
 * value with no block of its own gets them here, before sanitising; one that has blocks is left as it is.
 */
export function autoParagraphs(html: string): string {
  const text = html.replace(/\r\n?/g, '\n').trim();
  if (!text || BLOCK_TAG.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** Plain text of an HTML fragment, entities decoded and whitespace collapsed. */
export function htmlToText(html: string): string {
  const stripped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return decodeHTML(stripped).replace(/\s+/g, ' ').trim();
}

/**
 * The first `limit` characters (code points) of a text, with an ellipsis when it was cut; a cut right after
 * a full stop or comma drops it, so a card never ends in "dermocosmética.…".
 */
export function excerpt(text: string, limit = 125): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars
    .slice(0, limit)
    .join('')
    .replace(/[\s.,;:]+$/u, '')}…`;
}

/** Only http(s) URLs leave WordPress fields as links; anything else (javascript:, data:) becomes ''. */
export function safeHttpUrl(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '';
  } catch {
    return '';
  }
}
