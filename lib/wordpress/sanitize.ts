import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';

import { FRAME_HOSTS as CSP_FRAME_ORIGINS } from '@/lib/security-headers.mjs';

// Untrusted (an editor account can be stolen): wp_kses_post's allowlist, less what the site never needs.

/** Frames only from the hosts the Content-Security-Policy lets load: one list for both. */
const FRAME_HOSTS = CSP_FRAME_ORIGINS.map((origin) => new URL(origin).hostname);

/** WordPress's own embeds use hosts the policy does not list; the same player and map live on these. */
const FRAME_HOST_ALIASES: Readonly<Record<string, string>> = {
  'www.youtube.com': 'www.youtube-nocookie.com',
  'youtube.com': 'www.youtube-nocookie.com',
  'maps.google.com': 'www.google.com',
};

/** Only the embed addresses of each host: the rest of www.google.com is no frame an author needs. */
export const FRAME_EMBEDS: Readonly<Record<string, (url: URL) => boolean>> = {
  'www.youtube-nocookie.com': (url) => url.pathname.startsWith('/embed/'),
  'www.google.com': (url) =>
    url.pathname === '/maps/embed' ||
    url.pathname.startsWith('/maps/embed/') ||
    (url.pathname === '/maps' && url.searchParams.get('output') === 'embed'),
};

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

const OPENER_LINK_TYPES = new Set(['opener']);

/** Any `target` gets `noopener noreferrer`; an author's `rel="opener"` is dropped, other link types kept. */
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
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'a' && !frame.attribs.href && !frame.text.trim()) ||
    // A refused frame is an empty box, and an image without a usable source cannot be shown.
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'img' && !/^(https?:\/\/|\/(?!\/))/.test(frame.attribs.src ?? '')),
};

export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

const BLOCK_TAG = /<(p|h[1-6]|ul|ol|li|figure|div|blockquote|table|pre|section|details|hr|dl)\b/i;

/** ACF's REST API answers a WYSIWYG field without the `<p>`s WordPress adds on display, so they come here. */
export function autoParagraphs(html: string): string {
  const text = html.replace(/\r\n?/g, '\n').trim();
  if (!text || BLOCK_TAG.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

export function htmlToText(html: string): string {
  const stripped = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return decodeHTML(stripped).replace(/\s+/g, ' ').trim();
}

/** Cut to `limit` code points with an ellipsis, dropping a trailing full stop or comma. */
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
