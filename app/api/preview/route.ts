import Negotiator from 'negotiator';
import { cookies, draftMode } from 'next/headers';
import type { NextRequest } from 'next/server';

import { PREVIEW_TOKEN_PARAM } from '@/lib/companion/contract';
import { companionSecret } from '@/lib/companion/secret';
import { serverEnv } from '@/lib/env';
import { noStore } from '@/lib/http/reply';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { decideEntry } from '@/lib/preview/enter';
import { refusalPage } from '@/lib/preview/html-page';
import { usedPreviewLinks } from '@/lib/preview/used-links';
import { previewAccess, publishedCategories } from '@/lib/wordpress/preview';
import { basicAuthorization, previewCredentials } from '@/lib/wordpress/preview-account';
import { SESSION_SECONDS, sessionCookie, sessionValue } from '@/lib/wordpress/preview-session';

// GET /api/preview?token=…: a preview link from WordPress (lib/preview/enter.ts) → Draft Mode and the preview
// session → 303 to the page that shows the post; a refused link → 401 (503 while WordPress is not answering,
// 404 while preview is off), no cookie.
export async function GET(request: NextRequest): Promise<Response> {
  const secret = companionSecret();
  const credentials = previewCredentials();
  const { wordpressUrl } = serverEnv();
  const entry = await decideEntry(request.nextUrl.searchParams.get(PREVIEW_TOKEN_PARAM), {
    secret,
    authorization: credentials && wordpressUrl ? basicAuthorization(credentials) : null,
    access: previewAccess,
    publishedCategories,
    claimLink: (id, ttlMs) => usedPreviewLinks().claim(id, ttlMs),
  });
  if (!entry.enter) {
    // A genuine but expired or used link: WordPress's own preview address of the post makes a fresh one.
    const reopen =
      entry.claims && wordpressUrl ? `${wordpressUrl}/?p=${entry.claims.post}&preview=true` : undefined;
    const acceptLanguage = request.headers.get('accept-language') ?? '';
    const lang = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...LOCALES]) as
      Locale | undefined;
    const page = refusalPage(entry.reason, {
      reopen,
      retry: `${request.nextUrl.pathname}${request.nextUrl.search}`,
      lang: lang ?? 'es',
    });
    return noStore(page, {
      status: entry.status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        ...(entry.status === 503 ? { 'retry-after': '30' } : {}),
      },
      visitor: true,
    });
  }
  (await draftMode()).enable();
  (await cookies()).set({ ...sessionCookie(sessionValue(secret!, entry.session)), maxAge: SESSION_SECONDS });
  return noStore(null, { status: 303, headers: { location: entry.path }, visitor: true });
}
