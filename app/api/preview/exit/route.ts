import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';

import { noStore } from '@/lib/http/reply';
import { returnPath } from '@/lib/preview/targets';
import { SESSION_COOKIE } from '@/lib/wordpress/preview-session';

// GET /api/preview/exit?to=/es/directorio: the preview bar's "Exit preview" → Draft Mode off, the preview
// session gone → 303 back to that page as visitors see it (only a plaza page; anything else goes home).
export async function GET(request: NextRequest): Promise<Response> {
  (await draftMode()).disable();
  (await cookies()).delete(SESSION_COOKIE);
  return noStore(null, {
    status: 303,
    headers: { location: returnPath(request.nextUrl.searchParams.get('to')) },
    visitor: true,
  });
}
