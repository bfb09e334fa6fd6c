/** The site's own shapes of WordPress content. Components and islands see these, never raw replies. */
import type { Locale } from '@/lib/i18n/locales';

export type ImageSize = { src: string; width: number; height: number };

export type WpImage = ImageSize & {
  alt: string;
  sizes: Partial<Record<'large' | 'medium_large' | 'medium' | 'thumbnail' | 'full', ImageSize>>;
};

export type PostFields = {
  descripcion: string;
  /** `descripcion2` or its older spelling `descripcion_2`: shown as the phone line ("Tel"). */
  descripcion2: string;
  instagram: string;
  facebook: string;
  website: string;
  video: string;
};

/** Optional English versions of a Spanish post's texts (ACF `*_en`), shaped as PostBase's; '' when unset. */
export type EnglishTexts = {
  title: string;
  excerpt: string;
  descripcion: string;
  html: string;
};

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day of the reception's week: open from `opens` to `closes` ("HH:MM", 24 h), or closed all day. */
export type DayHours = { day: Weekday; opens: string; closes: string } | { day: Weekday; closed: true };

/** The week in order, Monday first; a day WordPress holds malformed is left out (unknown, not closed). */
export type OpeningHours = DayHours[];

type PostBase = {
  id: number;
  slug: string;
  date: string;
  /** Plain text, entities decoded. */
  title: string;
  /** Sanitised HTML, safe to render with the CMS HTML component. */
  html: string;
  /** Plain text, at most 125 characters plus an ellipsis when cut. */
  excerpt: string;
  categories: number[];
  image: WpImage | null;
  fields: PostFields;
  hours: OpeningHours | null;
};

/** A post as WordPress holds it, with the English texts editors may add: what the data cache keeps. */
export type StoredPost = PostBase & { english: EnglishTexts };

export type PostText = 'title' | 'html' | 'excerpt' | 'descripcion' | 'image';

/** A post as a page shows it; `textLang` names each text not in the page's language (WCAG 3.1.2). */
export type Post = PostBase & { textLang: Partial<Record<PostText, Locale>> };

export type MediaItem = WpImage & {
  id: number;
  title: string;
  caption: string;
};
