/**
 * Next's preview cookies: `__prerender_bypass` (Draft Mode, and the Pages Router's preview with
 * `__next_preview_data`). Next checks them on every page request; one that does not match this build (a
 * forged value, a stale one from an older build) gets the public page with a Set-Cookie that clears it,
 * on an answer marked `s-maxage` (measured with `next start`, docs/architecture.md). A shared cache that
 * stored that answer would hand the Set-Cookie to everyone after.
 *
 * proxy.ts marks every answer to a request carrying one of them `private, no-store`: no shared cache may
 * keep it, whatever Next adds. A real Draft Mode request keeps working (Next already answers it
 * privately), and the public pages' answers to everyone else are untouched.
 */
export const PREVIEW_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const;

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export function hasPreviewCookie(cookies: { has: (name: string) => boolean }): boolean {
  return PREVIEW_COOKIES.some((name) => cookies.has(name));
}
