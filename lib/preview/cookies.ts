/**
 * Next's preview cookies: `__prerender_bypass` (Draft Mode, and the Pages Router's preview with
 * `__next_preview_data`). Next answers one that is not this build's with a Set-Cookie that clears it, on an
 * answer marked `s-maxage`, which a shared cache would hand to everyone (docs/architecture.md, "`proxy.ts`
 * runs only where its matcher sends it"); so proxy.ts marks every answer to a request carrying one
 * `private, no-store`.
 */
export const PREVIEW_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const;

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function hasPreviewCookie(cookies: { has: (name: string) => boolean }): boolean {
  return PREVIEW_COOKIES.some((name) => cookies.has(name));
}
