import 'server-only';

import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';

import { serverEnv } from '@/lib/env';
import { revalidateSecret } from '@/lib/companion/secret';
import { previewReader, type PreviewReader } from '@/lib/wordpress/preview';

import { basicAuthorization, previewCredentials } from './config';
import { readSession, SESSION_COOKIE, type PreviewSession } from './session';

/**
 * What a Draft Mode render previews:
 * - `on`: the signed session names a post and a user, and the site can read WordPress as the preview user;
 * - `unconfigured`: no preview user (or no WordPress): the published page, and a bar that says so;
 * - `ended`: Draft Mode without a valid session (it expired after an hour, or the cookie was forged): the
 *   published page, and a bar that asks for a new Preview from WordPress.
 */
export type PreviewContext =
  | { state: 'on'; session: PreviewSession; authorization: string }
  | { state: 'unconfigured'; session: PreviewSession | null }
  | { state: 'ended' };

/**
 * Draft Mode, or false where there is no request: `generateStaticParams` (Next throws for draftMode() there)
 * and scripts outside Next. During a static render Next answers "off" without making the page dynamic.
 */
async function draftModeOn(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/** This render's preview, or null for a visitor's page (the cookies are read only in Draft Mode). */
export const previewContext = cache(async (): Promise<PreviewContext | null> => {
  if (!(await draftModeOn())) return null;
  const secret = revalidateSecret();
  const session = secret ? readSession(secret, (await cookies()).get(SESSION_COOKIE)?.value) : null;
  const credentials = previewCredentials();
  if (!credentials || !serverEnv().wordpressUrl) return { state: 'unconfigured', session };
  if (!session) return { state: 'ended' };
  return { state: 'on', session, authorization: basicAuthorization(credentials) };
});

/** The WordPress reads of this preview render, or null for a visitor's page (lib/wordpress/index.ts). */
export async function currentPreviewReader(): Promise<PreviewReader | null> {
  const context = await previewContext();
  if (!context) return null;
  return context.state === 'on'
    ? previewReader(context.session.post, context.session.user, context.authorization)
    : previewReader(0, 0, undefined);
}
