export type SearchEntry = {
  id: string;
  kind: 'provider' | 'service' | 'page';
  title: string;
  /** The title's language when it is not the index's (a Spanish name in the English index). */
  titleLang?: 'es' | 'en';
  text: string;
  href: string;
};

export const SEARCH_SECTIONS = ['directory', 'consultingRooms', 'additionalServices', 'medicalGrid'] as const;

export type DirectoryWords = Record<number, string>;
