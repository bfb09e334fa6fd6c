import { NextResponse, type NextRequest } from 'next/server';

import { isMalformedPath } from '@/lib/malformed-path';

// Before routing: a path with broken percent-escapes is a client error (400), not a server crash (500).
export function proxy(request: NextRequest) {
  if (!isMalformedPath(request.nextUrl.pathname)) return NextResponse.next();
  return new NextResponse('Bad Request: the address is not valid UTF-8 percent-encoding.\n', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

// Only addresses that contain a percent sign run this function; every other request skips it.
export const config = { matcher: '/:path(.*%.*)' };
