/**
 * Cache tags of WordPress reads. One tag per category and one per media parent, so a webhook
 * refreshes exactly what an edit touched (never a catch-all tag).
 */
export const TAGS = {
  category: (id: number) => `wp:category:${id}`,
  media: (parent: number) => `wp:media:${parent}`,
} as const;

/** Whether a string is one of the tags above (a WordPress id of up to nine digits). */
export const isCacheTag = (value: string) => /^wp:(category|media):\d{1,9}$/.test(value);
