/**
 * Shapes of the static demo data of the theme pages (spec section 3, "Static demo data").
 * Field names follow the spec; where the spec names a field without a type, the type is ours.
 * Every shape is plain serialisable data, so server components can hand it to islands as props.
 */

/** Spec section 9: reveal delays step by 100 ms from 0 to 500. */
export type AnimationDelay = 0 | 100 | 200 | 300 | 400 | 500;

/** A picture of the demo pages: a small SVG of ours under `public/demo/` (or a data URL). */
export type DemoImage = {
  src: string;
  /** Empty string when the picture is decorative (its card already names it). */
  alt: string;
  width: number;
  height: number;
};

/** Demo card of the preview index: opens `route` in a new tab. */
export type DemoCard = {
  image: DemoImage;
  route: string;
  title: string;
  animationDelay: AnimationDelay;
};

export type Award = { title: string; subtitle: string };

export type AwardGroup = {
  year: string;
  logo: DemoImage;
  awards: readonly Award[];
};

export type BlogCategory = 'Product' | 'Inspiration' | 'Community';

export type BlogSample = {
  img: DemoImage;
  category: BlogCategory;
  /** Shown as written, e.g. 'Dec 12, 2021'. */
  date: string;
  /** ISO date for `<time dateTime>`. */
  dateTime: string;
  title: string;
  description: string;
  comments: number;
  author: string;
  /** Where the teaser leads (the demo blog detail). */
  href: string;
};

/** Blog sidebar category list: All 18, Inspirations 4, Experiences 3, Reviews 5, Tips & Tricks 1, Others 4. */
export type CategoryListItem = { name: string; count: number };

export type PopularPost = {
  postNumber: number;
  catName: string;
  title: string;
  href: string;
};

export type PartnerTile = {
  name: string;
  logo: DemoImage;
  /** Partners on Home Dark are links; elsewhere the tile is a plain logo. */
  href?: string;
};

/** A count-up tile: counts from `startCount` to `endCount` once visible (1 s). */
export type Counter = {
  startCount: number;
  endCount: number;
  metaText1: string;
  metaText2: string;
  animationDelay: AnimationDelay;
  /** Unit written after the number, e.g. '%' or '+'. */
  suffix?: string;
};

export type MenuItem = {
  label: string;
  href: string;
  children?: readonly MenuItem[];
};

/** Identifier of a filter category; `'all'` matches every project. */
export type FilterId = string;

export type ProjectCard = {
  title: string;
  /** Shown as written: a year ('2021') or a date. */
  date: string;
  routerLink: string;
  /** The project's picture, shown on the card and in the hover preview / lightbox. */
  imgPopup: DemoImage;
  /** The filter categories this project belongs to (matched against `Filter.id`). */
  dataId: readonly FilterId[];
  /** Label shown on the card, e.g. 'Branding'. */
  category: string;
};

export type Filter = {
  id: FilterId;
  name: string;
  /** The count the spec prints beside the filter; tests check it matches the data. */
  number?: number;
};

export type ServiceGroup = {
  title: string;
  serviceList: readonly string[];
  delayAnimation: AnimationDelay;
  /** Optional count shown beside the title (Home Modern: Branding 17, ...). */
  count?: number;
};

export type TestimonialDemo = {
  descriptions: string;
  name: string;
  designation: string;
  companyName: string;
  webLink: string;
};

/** Education & Experience entry, e.g. '2015-2019'. */
export type TimelineEntry = {
  period: string;
  title: string;
  place: string;
  description: string;
};

export type Skill = {
  /** A short glyph or monogram drawn by us; decorative. */
  icon: string;
  percentage: number;
  title: string;
};

export type FaqItem = {
  title: string;
  desc: string;
  /** Open by default. */
  expand: boolean;
};

export type ProcessStep = {
  step: number;
  title: string;
  desc: string;
};

export type TeamMember = {
  image: DemoImage;
  name: string;
  designation: string;
  href?: string;
};

/** Lightbox item as the spec lists it; ShowcaseGallery shows it. */
export type LightboxItem = {
  id: number | string;
  original: string;
  originalSrcset?: string;
  thumbnail: string;
  width: number;
  height: number;
  alt: string;
  caption?: string;
  content?: string;
  html?: string;
  cropped?: boolean;
};
