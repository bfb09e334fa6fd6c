/** One searchable thing of the plaza site, in one language. Built at build time, read by the search panel. */
export type SearchEntry = {
  id: string;
  kind: 'provider' | 'service' | 'page';
  title: string;
  /** The title's language when it is not the index's (a Spanish name in the English index). */
  titleLang?: 'es' | 'en';
  text: string;
  href: string;
};

/** The WordPress sections the index reads (besides the fixed page and service-area entries). */
export const SEARCH_SECTIONS = ['directory', 'consultingRooms', 'additionalServices', 'medicalGrid'] as const;

/** The directory finder's words by provider id (lib/search/index.ts `buildDirectoryWords`). */
export type DirectoryWords = Record<number, string>;
