/** What the authored content looks like before it becomes WordPress JSON. */
import type { Acf } from './wp';

type AcfObject = Exclude<Acf, []>;

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

/** The optional English fields (docs/editors.md), as ACF's REST API answers them: "" when unset. */
export type English = {
  titulo_en?: string;
  /** Plain text (a textarea). */
  extracto_en?: string;
  /** Plain text (a textarea). */
  descripcion_en?: string;
  /**
   * A WYSIWYG field as ACF's REST API answers it: the stored value, whose paragraphs the classic editor
   * keeps as blank lines (WordPress adds the `<p>`s only when it displays the field).
   */
  contenido_en?: string;
};

type Fields = English & {
  descripcion?: string;
  descripcion2?: string;
  red_instagram?: string | null;
  red_facebook?: string;
  pagina_web?: string;
  video?: string;
};

const english = (f: English) => ({
  titulo_en: f.titulo_en ?? '',
  extracto_en: f.extracto_en ?? '',
  descripcion_en: f.descripcion_en ?? '',
  contenido_en: f.contenido_en ?? '',
});

/** The ACF group every post answers, with "" for empty fields. */
export const acf = (f: Fields = {}): AcfObject => ({
  descripcion: f.descripcion ?? '',
  descripcion2: f.descripcion2 ?? '',
  red_instagram: f.red_instagram === undefined ? '' : f.red_instagram,
  red_facebook: f.red_facebook ?? '',
  pagina_web: f.pagina_web ?? '',
  video: f.video ?? '',
  ...english(f),
});

/** The older field group some providers still use: `descripcion_2` instead of `descripcion2`. */
export const acfLegacy = (f: Fields = {}): AcfObject => ({
  descripcion: f.descripcion ?? '',
  descripcion_2: f.descripcion2 ?? '',
  red_instagram: f.red_instagram === undefined ? '' : f.red_instagram,
  red_facebook: f.red_facebook ?? '',
  pagina_web: f.pagina_web ?? '',
  video: f.video ?? '',
  ...english(f),
});

/** Paragraphs as the classic editor stores them (see `contenido_en`). */
export const storedParagraphs = (...paragraphs: string[]) => paragraphs.join('\r\n\r\n');

type Day = 'lunes' | 'martes' | 'miercoles' | 'jueves' | 'viernes' | 'sabado' | 'domingo';

/**
 * The opening-hours group of the phone-and-counters post (docs/editors.md): two time pickers a day, as REST
 * answers them with the companion plugin ("08:00": it hands REST the fields' "H:i" return format, where
 * ACF alone would answer the stored "08:00:00"); a day without hours is "".
 */
export const hoursFields = (week: Partial<Record<Day, [string, string]>>): AcfObject => {
  const days: Day[] = ['lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado', 'domingo'];
  return Object.fromEntries(
    days.flatMap((day) => {
      const [opens = '', closes = ''] = week[day] ?? [];
      return [
        [`horario_${day}_abre`, opens],
        [`horario_${day}_cierra`, closes],
      ];
    }),
  );
};
