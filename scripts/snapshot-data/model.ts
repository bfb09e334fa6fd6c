/** What the authored content looks like before it becomes WordPress JSON. */
import type { Acf } from './wp';

export type ImageKind = 'hero' | 'other';

/** An image to upload: its art is drawn at exactly `width` × `height`. */
export type ImageDef = {
  name: string;
  width: number;
  height: number;
  kind: ImageKind;
  title: string;
  alt: string;
  caption: string;
  art: (w: number, h: number) => string;
};

export type PostDef = {
  slug: string;
  /** Plain text; rendered the WordPress way (curly quotes, &amp;, dashes). */
  title: string;
  /** Block HTML, one string per block. */
  blocks: string[];
  categories: number[];
  acf: Acf;
  featured?: ImageDef;
  /** Other images uploaded to the post (the site-plan figures); `featured` may be one of them. */
  uploads?: ImageDef[];
  /** Hours after publication of the last edit, when there was one. */
  editedAfterHours?: number;
};

export const p = (html: string) => `<p>${html}</p>`;
export const pEn = (html: string) => `<p lang="en">${html}</p>`;
export const h2 = (html: string) => `<h2 class="wp-block-heading">${html}</h2>`;
export const ul = (items: string[]) =>
  `<ul class="wp-block-list">${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const a = (href: string, label: string) => `<a href="${href}">${label}</a>`;

type Fields = {
  descripcion?: string;
  descripcion2?: string;
  red_instagram?: string | null;
  red_facebook?: string;
  pagina_web?: string;
  video?: string;
};

/** The ACF group every post answers, with "" for empty fields. */
export const acf = (f: Fields = {}): Acf => ({
  descripcion: f.descripcion ?? '',
  descripcion2: f.descripcion2 ?? '',
  red_instagram: f.red_instagram === undefined ? '' : f.red_instagram,
  red_facebook: f.red_facebook ?? '',
  pagina_web: f.pagina_web ?? '',
  video: f.video ?? '',
});

/** The older field group some providers still use: `descripcion_2` instead of `descripcion2`. */
export const acfLegacy = (f: Fields = {}): Acf => ({
  descripcion: f.descripcion ?? '',
  descripcion_2: f.descripcion2 ?? '',
  red_instagram: f.red_instagram === undefined ? '' : f.red_instagram,
  red_facebook: f.red_facebook ?? '',
  pagina_web: f.pagina_web ?? '',
  video: f.video ?? '',
});
