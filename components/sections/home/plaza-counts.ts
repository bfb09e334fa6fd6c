import type { Post } from '@/lib/wordpress/types';

/** Spec fallbacks when the counters post is absent. */
export const FALLBACK_COUNTS = { shops: 18, clinics: 11 } as const;

const count = (value: string, fallback: number) => {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** Counters post (category 25): `descripcion` = shops, `descripcion2` = medical clinics. */
export function plazaCounts(post: Post | undefined) {
  if (!post) return { ...FALLBACK_COUNTS };
  return {
    shops: count(post.fields.descripcion, FALLBACK_COUNTS.shops),
    clinics: count(post.fields.descripcion2, FALLBACK_COUNTS.clinics),
  };
}
