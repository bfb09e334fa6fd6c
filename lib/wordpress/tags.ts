/** One tag per category and per media parent, so a webhook refreshes exactly what an edit touched. */
export const TAGS = {
  category: (id: number) => `wp:category:${id}`,
  media: (parent: number) => `wp:media:${parent}`,
} as const;

export const isCacheTag = (value: string) => /^wp:(category|media):\d{1,9}$/.test(value);
