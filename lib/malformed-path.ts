/** Next.js answers a path whose escapes do not decode with a bare 500; proxy.ts answers 400 first. */
export function isMalformedPath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** A needless escape (`%61pi` is `api`) would slip past Varnish's raw-path rules; browsers never send one. */
export function hasNeedlessEscape(pathname: string): boolean {
  return /%(?:4[1-9a-f]|5[0-9af]|6[1-9a-f]|7[0-9ae]|3[0-9]|2[de])/i.test(pathname);
}
