/**
 * Next clears a foreign preview cookie on an answer marked `s-maxage`, which a shared cache would hand to
 * everyone, so proxy.ts marks answers to requests carrying one private (docs/architecture.md, "`proxy.ts`
 * runs only where its matcher sends it").
 */
export const PREVIEW_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const;

export function hasPreviewCookie(cookies: { has: (name: string) => boolean }): boolean {
  return PREVIEW_COOKIES.some((name) => cookies.has(name));
}
