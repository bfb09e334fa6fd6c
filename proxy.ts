import { NextResponse, type NextRequest } from 'next/server';

import { PREVIEW_PATH } from '@/lib/companion/contract';
import { companionSecret } from '@/lib/companion/secret';
import { noStoreCacheControl } from '@/lib/http/reply';
import { isKnownImage, knownImages } from '@/lib/image-gate';
import { hasNeedlessEscape, isMalformedPath } from '@/lib/malformed-path';
import { hasPreviewCookie, PREVIEW_COOKIES } from '@/lib/preview/cookies';
import { readSession, SESSION_COOKIE } from '@/lib/wordpress/preview-session';

const badRequest = (message: string) =>
  new NextResponse(`Bad Request: ${message}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': noStoreCacheControl() },
  });

/**
 * Draft Mode's cookie is the build's one value for every previewer: without the site's own signed preview
 * session beside it, it is dropped from the request (the page comes from the cache, as for any visitor) and
 * cleared in the browser. The preview routes themselves see it as it is (they set and clear it).
 */
function withoutStrayPreviewCookies(request: NextRequest): NextResponse | null {
  if (request.nextUrl.pathname.startsWith(PREVIEW_PATH)) return null;
  const secret = companionSecret();
  if (secret && readSession(secret, request.cookies.get(SESSION_COOKIE)?.value)) return null;
  for (const name of [...PREVIEW_COOKIES, SESSION_COOKIE]) request.cookies.delete(name);
  const response = NextResponse.next({ request: { headers: request.headers } });
  for (const name of [...PREVIEW_COOKIES, SESSION_COOKIE]) response.cookies.delete(name);
  return response;
}

/**
 * Before routing, three guards, each only where the matcher below sends a request:
 * - a path with broken percent-escapes, or escapes of letters, digits and `-._~` (`/%61pi` is `/api`), is
 *   a client error (400), not a server crash (500);
 * - the image optimiser is asked only for the site's own images (lib/image-gate.ts), or 400;
 * - a request carrying a preview cookie: the cookie is dropped without a valid preview session, and the
 *   answer is private either way (lib/preview/cookies.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (isMalformedPath(pathname)) return badRequest('the address is not valid UTF-8 percent-encoding.');
  if (hasNeedlessEscape(pathname)) return badRequest('the address escapes characters that need no escape.');
  if (pathname === '/_next/image') {
    const urls = searchParams.getAll('url');
    if (urls.length !== 1 || !isKnownImage(urls[0] ?? null, knownImages()))
      return badRequest('"url" is not an image this site serves.');
  }
  if (hasPreviewCookie(request.cookies)) {
    const response = withoutStrayPreviewCookies(request) ?? NextResponse.next();
    response.headers.set('cache-control', noStoreCacheControl(true));
    // A preview page (docs/editors.md, "Editors: preview") must never be indexed, whatever links to it.
    response.headers.set('x-robots-tag', 'noindex');
    return response;
  }
  return NextResponse.next();
}

// Only these requests run the function; every other request skips it. Next reads this object at build
// time, so it must be literal: the cookie names are PREVIEW_COOKIES (lib/preview/cookies.test.ts checks).
export const config = {
  matcher: [
    // Addresses that contain a percent sign.
    '/:path(.*%.*)',
    '/_next/image',
    // Requests with a preview cookie, but for build assets (immutable; Next never clears a cookie there).
    { source: '/((?!_next/static/).*)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    { source: '/((?!_next/static/).*)', has: [{ type: 'cookie', key: '__next_preview_data' }] },
  ],
};
