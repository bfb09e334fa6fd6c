/** The invented studio of the theme demo pages. */
export const DEMO_STUDIO = 'Studio Demo';

/** Title of a theme demo page, e.g. 'Home Minimal · Studio Demo'. (The preview index has its own.) */
export function demoTitle(page: string): string {
  return `${page} · ${DEMO_STUDIO}`;
}
