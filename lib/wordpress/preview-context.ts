import 'server-only';

import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';

import { companionSecret } from '@/lib/companion/secret';
import { serverEnv } from '@/lib/env';

import { previewReader, type PreviewReader } from './preview';
import { basicAuthorization, previewCredentials } from './preview-account';
import { readSession, SESSION_COOKIE, type PreviewSession } from './preview-session';

/** `unconfigured`: no preview user or WordPress (published page shown); `ended`: no valid session. */
export type PreviewContext =
  | { state: 'on'; session: PreviewSession; authorization: string }
  | { state: 'unconfigured'; session: PreviewSession | null }
  | { state: 'ended' };

/** Draft Mode, or false where there is no request (generateStaticParams, scripts), where Next throws. */
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
  const secret = companionSecret();
  const session = secret ? readSession(secret, (await cookies()).get(SESSION_COOKIE)?.value) : null;
  const credentials = previewCredentials();
  if (!credentials || !serverEnv().wordpressUrl) return { state: 'unconfigured', session };
  if (!session) return { state: 'ended' };
  return { state: 'on', session, authorization: basicAuthorization(credentials) };
});

export async function currentPreviewReader(): Promise<PreviewReader | null> {
  const context = await previewContext();
  if (!context) return null;
  return context.state === 'on'
    ? previewReader(context.session.post, context.session.user, context.authorization)
    : previewReader(0, 0, undefined);
}
