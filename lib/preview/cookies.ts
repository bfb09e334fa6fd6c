/**
 * A shared cache could hand Next's clearing of a foreign preview cookie to everyone, so proxy.ts marks such
 * requests private (docs/architecture.md, "`proxy.ts` runs only where its matcher sends it").
 */
export const PREVIEW_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const;

export function hasPreviewCookie(cookies: { has: (name: string) => boolean }): boolean {
  return PREVIEW_COOKIES.some((name) => cookies.has(name));
}
