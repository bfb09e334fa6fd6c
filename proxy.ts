import { NextResponse, type NextRequest } from 'next/server';

import { isKnownImage, knownImages } from '@/lib/image-gate';
import { isMalformedPath } from '@/lib/malformed-path';
import { hasPreviewCookie, PRIVATE_CACHE_CONTROL } from '@/lib/preview/cookies';

const badRequest = (message: string) =>
  new NextResponse(`Bad Request: ${message}\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * Before routing, three guards, each only where the matcher below sends a request:
 * - a path with broken percent-escapes is a client error (400), not a server crash (500);
 * - the image optimiser is asked only for the site's own images (lib/image-gate.ts), or 400;
 * - an answer to a request carrying a preview cookie is private (lib/preview/cookies.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (isMalformedPath(pathname)) return badRequest('the address is not valid UTF-8 percent-encoding.');
  if (pathname === '/_next/image') {
    const urls = searchParams.getAll('url');
    if (urls.length !== 1 || !isKnownImage(urls[0] ?? null, knownImages()))
      return badRequest('"url" is not an image this site serves.');
  }
  if (hasPreviewCookie(request.cookies)) {
    const response = NextResponse.next();
    response.headers.set('cache-control', PRIVATE_CACHE_CONTROL);
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
    // Requests with a preview cookie, but for build assets (immutable files; Next never clears a cookie there).
    { source: '/((?!_next/static/).*)', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    { source: '/((?!_next/static/).*)', has: [{ type: 'cookie', key: '__next_preview_data' }] },
  ],
};
