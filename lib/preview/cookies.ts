/** A request carrying one is answered privately (docs/architecture.md, "Preview cookies"). */
export const PREVIEW_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const;

export function hasPreviewCookie(cookies: { has: (name: string) => boolean }): boolean {
  return PREVIEW_COOKIES.some((name) => cookies.has(name));
}
