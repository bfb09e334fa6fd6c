import { check, rawMediaSchema, rawPostSchema, rawSizeSchema, type RawMedia } from './schemas';
import { hasHoursFields, parseOpeningHours } from './opening-hours';
import { autoParagraphs, excerpt, htmlToText, safeHttpUrl, sanitizeCmsHtml } from './sanitize';
import type { EnglishTexts, ImageSize, MediaItem, PostFields, StoredPost, WpImage } from './types';

export type ReshapeContext = {
  /** Base for `media_details.file` when a reply has no `source_url`. */
  uploadsUrl: string;
  warn: (message: string) => void;
  /** For messages: which query the item came from. */
  origin: string;
};

/** A value; an item skipped because it is malformed (warned); or one that is simply not for the site. */
export type Reshaped<T> = { value: T } | { skipped: string } | { ignored: true };

const SIZE_NAMES = ['large', 'medium_large', 'medium', 'thumbnail', 'full'] as const;

const textOf = (html: string | undefined) => (html ? htmlToText(html) : '');

function idOf(raw: unknown): string {
  const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : '(no id)';
}

/** Accepts absolute http(s) URLs and root-relative paths (the bundled snapshot's uploads). */
function imageUrl(sourceUrl: string | undefined, file: string | undefined, uploadsUrl: string): string {
  if (sourceUrl) {
    if (sourceUrl.startsWith('/') && !sourceUrl.startsWith('//')) return sourceUrl;
    const safe = safeHttpUrl(sourceUrl);
    if (safe) return safe;
  }
  if (file && !file.includes('..') && !/^[a-z]+:/i.test(file))
    return `${uploadsUrl}/${file.replace(/^\/+/, '')}`;
  return '';
}

function reshapeSizes(sizes: unknown, uploadsUrl: string): WpImage['sizes'] {
  const result: WpImage['sizes'] = {};
  if (!sizes || typeof sizes !== 'object' || Array.isArray(sizes)) return result;
  for (const name of SIZE_NAMES) {
    const checked = check(rawSizeSchema, (sizes as Record<string, unknown>)[name]);
    if (!checked.ok) continue;
    const src = imageUrl(checked.value.source_url, undefined, uploadsUrl);
    if (src) result[name] = { src, width: checked.value.width, height: checked.value.height };
  }
  return result;
}

function reshapeImage(media: RawMedia, ctx: ReshapeContext): { image: WpImage } | { problem: string } {
  const details = media.media_details;
  const src = imageUrl(media.source_url ?? media.guid?.rendered, details?.file, ctx.uploadsUrl);
  if (!src) return { problem: 'source_url: missing or not an http(s) URL' };
  const sizes = reshapeSizes(details?.sizes, ctx.uploadsUrl);
  const full: ImageSize | undefined =
    details?.width && details.height ? { src, width: details.width, height: details.height } : sizes.full;
  if (!full) return { problem: 'media_details.width/height: missing' };
  return { image: { src, width: full.width, height: full.height, alt: media.alt_text?.trim() ?? '', sizes } };
}

const acfObject = (acf: unknown): Record<string, unknown> =>
  acf && typeof acf === 'object' && !Array.isArray(acf) ? (acf as Record<string, unknown>) : {};

function reshapeFields(fields: Record<string, unknown>): PostFields {
  const text = (key: string) => (typeof fields[key] === 'string' ? htmlToText(fields[key] as string) : '');
  return {
    descripcion: text('descripcion'),
    // The old site wrote both spellings; the newer one wins when both are filled.
    descripcion2: text('descripcion2') || text('descripcion_2'),
    instagram: safeHttpUrl(fields.red_instagram),
    facebook: safeHttpUrl(fields.red_facebook),
    website: safeHttpUrl(fields.pagina_web),
    video: safeHttpUrl(fields.video),
  };
}

/** The optional English fields, each on its own: one that is not text is ignored with a warning. */
function reshapeEnglish(fields: Record<string, unknown>, warn: (problem: string) => void): EnglishTexts {
  const raw = (key: string): string => {
    const value = fields[key];
    if (typeof value === 'string') return value;
    if (value !== undefined && value !== null) warn(`acf.${key} ignored (not text)`);
    return '';
  };
  return {
    title: htmlToText(raw('titulo_en')),
    excerpt: excerpt(htmlToText(raw('extracto_en'))),
    descripcion: htmlToText(raw('descripcion_en')),
    html: sanitizeCmsHtml(autoParagraphs(raw('contenido_en'))),
  };
}

// A post is always for the site: it is reshaped or skipped, never ignored.
export function reshapePost(
  raw: unknown,
  ctx: ReshapeContext,
): Exclude<Reshaped<StoredPost>, { ignored: true }> {
  const checked = check(rawPostSchema, raw);
  if (!checked.ok) return { skipped: `post ${idOf(raw)} in ${ctx.origin}: ${checked.problem}` };
  const post = checked.value;

  let image: WpImage | null = null;
  const embedded = post.featured_media ? post._embedded?.['wp:featuredmedia']?.[0] : undefined;
  if (embedded !== undefined) {
    // A featured image WordPress will not show (private, deleted: `{code: …}`) hides the image, not the post.
    const media = check(rawMediaSchema, embedded);
    const shaped = media.ok ? reshapeImage(media.value, ctx) : { problem: media.problem };
    if ('image' in shaped) image = shaped.image;
    else ctx.warn(`post ${post.id} in ${ctx.origin}: featured image ignored (${shaped.problem})`);
  }

  const html = sanitizeCmsHtml(post.content?.rendered ?? '');
  const acf = acfObject(post.acf);
  const warnField = (problem: string) => ctx.warn(`post ${post.id} in ${ctx.origin}: ${problem}`);
  return {
    value: {
      id: post.id,
      slug: post.slug ?? '',
      date: post.date ?? '',
      title: textOf(post.title.rendered),
      html,
      excerpt: excerpt(htmlToText(html)),
      categories: post.categories ?? [],
      image,
      fields: reshapeFields(acf),
      english: reshapeEnglish(acf, warnField),
      hours: hasHoursFields(acf) ? parseOpeningHours(acf, warnField) : null,
    },
  };
}

export function reshapeMedia(raw: unknown, ctx: ReshapeContext): Reshaped<MediaItem> {
  const checked = check(rawMediaSchema, raw);
  if (!checked.ok) return { skipped: `media ${idOf(raw)} in ${ctx.origin}: ${checked.problem}` };
  const media = checked.value;
  // A PDF or a video attached to the gallery's post is an editor's choice, not a fault: left out quietly.
  if (media.media_type && media.media_type !== 'image') return { ignored: true };
  const shaped = reshapeImage(media, ctx);
  if ('problem' in shaped) return { skipped: `media ${media.id} in ${ctx.origin}: ${shaped.problem}` };
  return {
    value: {
      ...shaped.image,
      id: media.id,
      title: textOf(media.title?.rendered),
      caption: textOf(media.caption?.rendered),
    },
  };
}

/** Reshapes a list; malformed items are skipped with a warning so one bad post never hides its section. */
export function reshapeAll<T>(
  items: unknown[],
  reshape: (raw: unknown, ctx: ReshapeContext) => Reshaped<T>,
  ctx: ReshapeContext,
): T[] {
  const result: T[] = [];
  for (const raw of items) {
    const shaped = reshape(raw, ctx);
    if ('value' in shaped) result.push(shaped.value);
    else if ('skipped' in shaped) ctx.warn(`skipped ${shaped.skipped}`);
  }
  return result;
}
