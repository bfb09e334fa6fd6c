import 'server-only';

import { log } from '@/lib/observability/log';
import { pathFor } from '@/lib/routes';
import { CLOCK_SKEW_SECONDS, verifyPreviewToken, type PreviewClaims } from '@/lib/companion/contract';
import { WordPressError } from '@/lib/wordpress/errors';

import type { Refusal } from './html-page';
import { pagesShowing } from './targets';

export type Entry =
  | { enter: true; path: string; session: { post: number; user: number } }
  | { enter: false; status: 401 | 404 | 503; reason: Refusal; claims?: PreviewClaims };

export type EntryOptions = {
  secret: string | null;
  /** Null when preview is not set up (no user, no WordPress). */
  authorization: string | null;
  access: (
    authorization: string,
    target: { post: number; user: number },
  ) => Promise<{ canEdit: boolean; categories: number[] }>;
  publishedCategories: (post: number) => Promise<number[] | null>;
  /** False when the link was already used. */
  claimLink: (id: string, ttlMs: number) => Promise<boolean>;
  now?: number;
};

const pageFor = (categories: readonly number[] | null) =>
  (categories && pagesShowing(categories)[0]?.path) || pathFor('home', 'es');

/** GET /api/preview?token=…: spent once signature and WordPress agree (docs/architecture.md, "Preview"). */
export async function decideEntry(token: string | null, options: EntryOptions): Promise<Entry> {
  if (!options.secret) return { enter: false, status: 404, reason: 'off' };
  const check = verifyPreviewToken(options.secret, token, options.now);
  if (!check.ok) {
    return check.reason === 'expired'
      ? { enter: false, status: 401, reason: 'expired', claims: check.claims }
      : { enter: false, status: 401, reason: 'invalid' };
  }
  const { claims } = check;
  const session = { post: claims.post, user: claims.user };
  let path: string;
  if (!options.authorization) path = pageFor(await options.publishedCategories(session.post));
  else {
    let access;
    try {
      access = await options.access(options.authorization, session);
    } catch (error) {
      if (!(error instanceof WordPressError)) throw error;
      log.warn({
        event: 'preview.access_check_failed',
        user: session.user,
        post: session.post,
        retryable: error.retryable,
        error: error.message,
      });
      return error.retryable
        ? { enter: false, status: 503, reason: 'unavailable' }
        : { enter: false, status: 401, reason: 'forbidden' };
    }
    if (!access.canEdit) return { enter: false, status: 401, reason: 'forbidden' };
    path = pageFor(access.categories);
  }
  const ttlMs = Math.max(1000, claims.exp * 1000 - (options.now ?? Date.now()) + CLOCK_SKEW_SECONDS * 1000);
  if (!(await options.claimLink(linkId(token!), ttlMs)))
    return { enter: false, status: 401, reason: 'used', claims };
  return { enter: true, session, path };
}

/** A verified token's signature: unique to its claims, and nothing secret once the link is spent. */
const linkId = (token: string) => token.slice(token.lastIndexOf('.') + 1);
