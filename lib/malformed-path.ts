/**
 * A path whose percent-escapes do not decode (`%ff`, `%zz`, a lone `%`, an overlong `%c0%af`) names no
 * page. Next.js fails to decode it while routing and, with no Pages Router error page to fall back on,
 * answers 500 "Internal Server Error" without our headers; proxy.ts answers 400 first.
 */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
