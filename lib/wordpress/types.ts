/** The site's own shapes of WordPress content. Components and islands see these, never raw replies. */

export type ImageSize = { src: string; width: number; height: number };

export type WpImage = ImageSize & {
  alt: string;
  /** WordPress's generated sizes by name (large, medium_large, medium, thumbnail, full) when known. */
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

export type Post = {
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
};

export type MediaItem = WpImage & {
  id: number;
  title: string;
  /** Plain-text caption. */
  caption: string;
};
