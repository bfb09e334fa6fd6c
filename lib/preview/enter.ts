import 'server-only';

import { pathFor } from '@/lib/routes';
import { verifyPreviewToken, type PreviewClaims } from '@/lib/companion/contract';
import { log } from '@/lib/observability/log';
import { WordPressError } from '@/lib/wordpress/errors';

import type { Refusal } from './html-page';
import { pagesShowing } from './targets';

export type Entry =
  | { enter: true; path: string; session: { post: number; user: number } }
  | { enter: false; status: 401 | 404; reason: Refusal; claims?: PreviewClaims };

export type EntryOptions = {
  secret: string | null;
  /** The preview user's Authorization header, or null when preview is not set up (no user, no WordPress). */
  authorization: string | null;
  /** WordPress: may this user edit this post, and its categories (lib/wordpress/preview.ts). */
  access: (
    authorization: string,
    target: { post: number; user: number },
  ) => Promise<{ canEdit: boolean; categories: number[] }>;
  /** A published post's categories, read as a visitor (null for a draft). */
  publishedCategories: (post: number) => Promise<number[] | null>;
  now?: number;
};

/** The first page that shows a post of these categories, in the post's language (targets.ts); else the Spanish home. */
const pageFor = (categories: readonly number[] | null) =>
  (categories && pagesShowing(categories)[0]?.path) || pathFor('home', 'es');

/**
 * GET /api/preview?token=…: what a preview link leads to. Nothing is trusted before the token's signature,
 * nothing is shown before WordPress says the user may edit the post:
 * - REVALIDATE_SECRET unset: preview is off (404);
 * - a forged, malformed or expired token, or a user who cannot edit the post: 401, and no cookie;
 * - no preview user configured: the published page, whose bar says preview is not set up;
 * - WordPress refusing the question (4xx, a reply of another shape): 401, as for a user who may not edit;
 * - WordPress not answering: the token is genuine (WordPress signed it for this user minutes ago), so the
 *   preview opens on what the site last read, and its bar says WordPress is not answering;
 * - otherwise Draft Mode, on the first page that shows the post, in its language.
 */
export async function decideEntry(token: string | null, options: EntryOptions): Promise<Entry> {
  if (!options.secret) return { enter: false, status: 404, reason: 'off' };
  const check = verifyPreviewToken(options.secret, token, options.now);
  if (!check.ok) {
    return check.reason === 'expired'
      ? { enter: false, status: 401, reason: 'expired', claims: check.claims }
      : { enter: false, status: 401, reason: 'invalid' };
  }
  const session = { post: check.claims.post, user: check.claims.user };
  if (!options.authorization)
    return { enter: true, session, path: pageFor(await options.publishedCategories(session.post)) };
  let access;
  try {
    access = await options.access(options.authorization, session);
  } catch (error) {
    if (!(error instanceof WordPressError)) throw error;
    log.warn({
      event: 'preview.access_check_failed',
      user: session.user,
      post: session.post,
      error: error.message,
    });
    // WordPress answered, and not with a yes (the preview user may not ask, the plugin is missing or old):
    // nobody is let in on a refusal. Only an outage (network, timeout, 5xx) falls back on the signature.
    if (!error.retryable) return { enter: false, status: 401, reason: 'forbidden' };
    return { enter: true, session, path: pageFor(null) };
  }
  if (!access.canEdit) return { enter: false, status: 401, reason: 'forbidden' };
  return { enter: true, session, path: pageFor(access.categories) };
}
