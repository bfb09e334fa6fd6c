import { readToken, signToken } from '@/lib/companion/contract';
import * as yup from 'yup';

/** The signed preview session (post, user): without it no draft shows (docs/architecture.md, "Preview"). */
export const SESSION_COOKIE = 'plaza_preview';
export const SESSION_SECONDS = 60 * 60;
const PURPOSE = 'preview-session';

export type PreviewSession = { post: number; user: number; exp: number };

const id = yup.number().strict().integer().positive().required();
const schema: yup.Schema<PreviewSession> = yup
  .object({ post: id, user: id, exp: yup.number().strict().integer().required() })
  .noUnknown()
  .strict();

export function sessionValue(
  secret: string,
  session: { post: number; user: number },
  now = Date.now(),
): string {
  return signToken(secret, PURPOSE, {
    post: session.post,
    user: session.user,
    exp: Math.floor(now / 1000) + SESSION_SECONDS,
  });
}

export function readSession(
  secret: string,
  value: string | undefined,
  now = Date.now(),
): PreviewSession | null {
  const check = readToken(secret, PURPOSE, value ?? null, schema, { maxSeconds: SESSION_SECONDS, now });
  return check.ok ? check.claims : null;
}

/** HttpOnly, every path, Secure like Next's own outside development. */
export const sessionCookie = (value: string) =>
  ({
    name: SESSION_COOKIE,
    value,
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV !== 'development',
    path: '/',
  }) as const;
