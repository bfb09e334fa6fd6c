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

/**
 * An escape of a character that never needs one (a letter, a digit, `-`, `.`, `_`, `~`): it means that
 * character (RFC 3986), so `/%61pi/contact` is `/api/contact` to the router but not to a rule that reads
 * the raw path (Varnish's, which refuses the same escapes; Next itself answers 500 "Attempted to handle
 * request too many times"). Browsers never write one.
 */
export function hasNeedlessEscape(pathname: string): boolean {
  return /%(?:4[1-9a-f]|5[0-9af]|6[1-9a-f]|7[0-9ae]|3[0-9]|2[de])/i.test(pathname);
}
