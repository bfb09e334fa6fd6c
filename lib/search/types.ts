/** One searchable thing of the plaza site, in one language. Built at build time, read by the search panel. */
export type SearchEntry = {
  id: string;
  kind: 'provider' | 'service' | 'page';
  title: string;
  text: string;
  href: string;
};
