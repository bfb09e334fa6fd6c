/**
 * Builds objects in the exact shape WordPress 6 REST answers (see /work/shared/wordpress-samples):
 * posts with `_embed`, media items, categories. Upload URLs are root-relative: the snapshot serves
 * its uploads from /public/wp-content/uploads.
 */
import { createHash } from 'node:crypto';

export const WP = 'https://cms.plazaparis.example';
export const UPLOADS_DIR = '2026/11';
const API = `${WP}/wp-json/wp/v2`;
const CURIES = [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }];

export type Acf = Record<string, string | null> | [];

export type Category = { id: number; name: string; slug: string; description: string };

export type SizeName = 'medium' | 'large' | 'thumbnail' | 'medium_large' | 'full';
export type RenderedSize = { name: SizeName; file: string; width: number; height: number; filesize: number };

/** An uploaded image once rendered: its files and sizes are real. */
export type Attachment = {
  id: number;
  date: string;
  slug: string;
  file: string;
  width: number;
  height: number;
  filesize: number;
  sizes: RenderedSize[];
  title: string;
  alt: string;
  caption: string;
  parentId: number;
  parentSlug: string;
};

export type PostRecord = {
  id: number;
  date: string;
  modified: string;
  slug: string;
  title: string;
  content: string;
  categories: number[];
  acf: Acf;
  featured?: Attachment;
};

// ---------------------------------------------------------------------------------------------
// Text as WordPress renders it.

/** wptexturize for the cases we use: ampersands, ellipses, dashes, curly quotes and apostrophes. */
function texturizeText(t: string): string {
  return t
    .replace(/&(?!#?\w+;)/g, '&amp;')
    .replace(/\.\.\./g, '&#8230;')
    .replace(/ -- /g, ' &#8212; ')
    .replace(/ - /g, ' &#8211; ')
    .replace(/(^|[\s(\[])"/g, '$1&#8220;')
    .replace(/"/g, '&#8221;')
    .replace(/(^|[\s(\[])'/g, '$1&#8216;')
    .replace(/'/g, '&#8217;');
}

export function texturize(html: string): string {
  return html
    .split(/(<[^>]+>)/)
    .map((part) => (part.startsWith('<') ? part : texturizeText(part)))
    .join('');
}

/** The automatic excerpt: tags stripped, 55 words, " [&hellip;]" when cut, wrapped by wpautop. */
export function autoExcerpt(renderedContent: string): string {
  const text = renderedContent.replace(/<[^>]+>/g, ' ');
  const words = text.split(/[\n\r\t ]+/).filter(Boolean);
  const cut = words.length > 55;
  return `<p>${words.slice(0, 55).join(' ')}${cut ? ' [&hellip;]' : ''}</p>\n`;
}

/** Block-editor HTML: each block separated by the blank lines WordPress leaves between them. */
export const renderBlocks = (blocks: string[]) => `\n${blocks.map(texturize).join('\n\n\n\n')}\n`;

// ---------------------------------------------------------------------------------------------
// Dates: Mexicali follows the US daylight-saving calendar (PST −8, PDT −7).

export function gmtOf(local: string): string {
  const t = Date.parse(`${local}Z`);
  const dstStart = Date.parse('2026-03-08T02:00:00Z');
  const dstEnd = Date.parse('2026-11-01T02:00:00Z');
  const offset = t >= dstStart && t < dstEnd ? 7 : 8;
  return new Date(t + offset * 3600_000).toISOString().slice(0, 19);
}

export function addMinutes(local: string, minutes: number): string {
  return new Date(Date.parse(`${local}Z`) + minutes * 60_000).toISOString().slice(0, 19);
}

// ---------------------------------------------------------------------------------------------
// Shapes.

const uploadUrl = (file: string) => `/wp-content/uploads/${UPLOADS_DIR}/${file}`;
const postLinks = (id: number, featured: number) => ({
  self: [{ href: `${API}/posts/${id}` }],
  collection: [{ href: `${API}/posts` }],
  about: [{ href: `${API}/types/post` }],
  author: [{ embeddable: true, href: `${API}/users/1` }],
  replies: [{ embeddable: true, href: `${API}/comments?post=${id}` }],
  'version-history': [{ count: 0, href: `${API}/posts/${id}/revisions` }],
  ...(featured ? { 'wp:featuredmedia': [{ embeddable: true, href: `${API}/media/${featured}` }] } : {}),
  'wp:attachment': [{ href: `${API}/media?parent=${id}` }],
  'wp:term': [
    { taxonomy: 'category', embeddable: true, href: `${API}/categories?post=${id}` },
    { taxonomy: 'post_tag', embeddable: true, href: `${API}/tags?post=${id}` },
  ],
  curies: CURIES,
});

const mediaLinks = (id: number) => ({
  self: [{ href: `${API}/media/${id}` }],
  collection: [{ href: `${API}/media` }],
  about: [{ href: `${API}/types/attachment` }],
  author: [{ embeddable: true, href: `${API}/users/1` }],
  replies: [{ embeddable: true, href: `${API}/comments?post=${id}` }],
});

const categoryLinks = (id: number) => ({
  self: [{ href: `${API}/categories/${id}` }],
  collection: [{ href: `${API}/categories` }],
  about: [{ href: `${API}/taxonomies/category` }],
  'wp:post_type': [{ href: `${API}/posts?categories=${id}` }],
  curies: CURIES,
});

const AVATAR = createHash('md5').update('web@plazaparis.example').digest('hex');
const AUTHOR = {
  id: 1,
  name: 'Equipo Plaza París',
  url: '',
  description: '',
  link: `${WP}/author/plaza-paris/`,
  slug: 'plaza-paris',
  avatar_urls: Object.fromEntries(
    [24, 48, 96].map((s) => [String(s), `https://secure.gravatar.com/avatar/${AVATAR}?s=${s}&d=mm&r=g`]),
  ),
  _links: { self: [{ href: `${API}/users/1` }], collection: [{ href: `${API}/users` }] },
};

function mediaDetails(a: Attachment) {
  const sizes: Record<string, unknown> = {};
  for (const s of a.sizes) {
    sizes[s.name] =
      s.name === 'full'
        ? {
            file: s.file,
            width: s.width,
            height: s.height,
            mime_type: 'image/webp',
            source_url: uploadUrl(s.file),
          }
        : {
            file: s.file,
            width: s.width,
            height: s.height,
            filesize: s.filesize,
            mime_type: 'image/webp',
            source_url: uploadUrl(s.file),
          };
  }
  return {
    width: a.width,
    height: a.height,
    file: `${UPLOADS_DIR}/${a.file}`,
    filesize: a.filesize,
    sizes,
    image_meta: {
      aperture: '0',
      credit: '',
      camera: '',
      caption: '',
      created_timestamp: '0',
      copyright: '',
      focal_length: '0',
      iso: '0',
      shutter_speed: '0',
      title: '',
      orientation: '0',
      keywords: [],
    },
  };
}

const attachmentLink = (a: Attachment) => `${WP}/${a.parentSlug}/${a.slug}/`;
const captionHtml = (a: Attachment) => (a.caption ? `<p>${texturize(a.caption)}</p>\n` : '');
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The attachment as embedded in a post (`_embed`, context "embed"). */
export function embeddedMedia(a: Attachment) {
  return {
    id: a.id,
    date: a.date,
    slug: a.slug,
    type: 'attachment',
    link: attachmentLink(a),
    title: { rendered: texturize(a.title) },
    author: 1,
    caption: { rendered: captionHtml(a) },
    alt_text: a.alt,
    media_type: 'image',
    mime_type: 'image/webp',
    media_details: mediaDetails(a),
    source_url: uploadUrl(a.file),
    _links: mediaLinks(a.id),
  };
}

/** WordPress's srcset: the sizes with the original's aspect ratio, the original last. */
function srcset(a: Attachment) {
  const ratio = a.width / a.height;
  return a.sizes
    .filter((s) => s.name !== 'full' && Math.abs(s.width / s.height - ratio) < 0.01)
    .concat(a.sizes.filter((s) => s.name === 'full'))
    .map((s) => `${uploadUrl(s.file)} ${s.width}w`)
    .join(', ');
}

/** The attachment as `GET /wp/v2/media` lists it (context "view"). */
export function mediaItem(a: Attachment) {
  const medium = a.sizes.find((s) => s.name === 'medium') ?? a.sizes.find((s) => s.name === 'full')!;
  const description =
    `<p class="attachment"><a href='${uploadUrl(a.file)}'><img width="${medium.width}" height="${medium.height}" src="${uploadUrl(medium.file)}" ` +
    `class="attachment-medium size-medium" alt="${attr(a.alt)}" decoding="async" loading="lazy" srcset="${srcset(a)}" ` +
    `sizes="(max-width: ${medium.width}px) 100vw, ${medium.width}px" /></a></p>\n`;
  return {
    id: a.id,
    date: a.date,
    date_gmt: gmtOf(a.date),
    guid: { rendered: uploadUrl(a.file) },
    modified: a.date,
    modified_gmt: gmtOf(a.date),
    slug: a.slug,
    status: 'inherit',
    type: 'attachment',
    link: attachmentLink(a),
    title: { rendered: texturize(a.title) },
    author: 1,
    comment_status: 'open',
    ping_status: 'closed',
    template: '',
    meta: [],
    description: { rendered: description },
    caption: { rendered: captionHtml(a) },
    alt_text: a.alt,
    media_type: 'image',
    mime_type: 'image/webp',
    media_details: mediaDetails(a),
    post: a.parentId,
    source_url: uploadUrl(a.file),
    _links: mediaLinks(a.id),
  };
}

const termOf = (c: Category) => ({
  id: c.id,
  link: `${WP}/category/${c.slug}/`,
  name: c.name,
  slug: c.slug,
  taxonomy: 'category',
  _links: categoryLinks(c.id),
});

// MySQL's utf8mb4_unicode_ci ignores case and accents when WordPress orders terms by name.
const sortKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A post as `GET /wp/v2/posts?_embed` returns it. Categories are listed by name, as WordPress does. */
export function postItem(p: PostRecord, categories: Map<number, Category>) {
  const terms = p.categories
    .map((id) => categories.get(id)!)
    .sort((a, b) => (sortKey(a.name) < sortKey(b.name) ? -1 : 1));
  const featured = p.featured?.id ?? 0;
  return {
    id: p.id,
    date: p.date,
    date_gmt: gmtOf(p.date),
    guid: { rendered: `${WP}/?p=${p.id}` },
    modified: p.modified,
    modified_gmt: gmtOf(p.modified),
    slug: p.slug,
    status: 'publish',
    type: 'post',
    link: `${WP}/${p.slug}/`,
    title: { rendered: texturize(p.title) },
    content: { rendered: p.content, protected: false },
    excerpt: { rendered: autoExcerpt(p.content), protected: false },
    author: 1,
    featured_media: featured,
    comment_status: 'open',
    ping_status: 'open',
    sticky: false,
    template: '',
    format: 'standard',
    meta: { footnotes: '' },
    categories: terms.map((t) => t.id),
    tags: [],
    acf: p.acf,
    _links: postLinks(p.id, featured),
    _embedded: {
      author: [AUTHOR],
      ...(p.featured ? { 'wp:featuredmedia': [embeddedMedia(p.featured)] } : {}),
      'wp:term': [terms.map(termOf), []],
    },
  };
}

export function categoryItem(c: Category, count: number) {
  return {
    id: c.id,
    count,
    description: c.description,
    link: `${WP}/category/${c.slug}/`,
    name: c.name,
    slug: c.slug,
    taxonomy: 'category',
    parent: 0,
    meta: [],
    acf: [],
    _links: categoryLinks(c.id),
  };
}

export { uploadUrl };
