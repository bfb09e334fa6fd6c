import 'server-only';

import { parseServerEnv } from '@/lib/env';

/**
 * REVALIDATE_SECRET: the key both sides sign deliveries with (docs/editors.md). Unset, the
 * webhook is off and answers 404. A short secret is refused at startup: an HMAC is only as strong as its key.
 */
export const MIN_SECRET_LENGTH = 32;

export function parseRevalidateSecret(value: string | undefined): string | null {
  const secret = value?.trim() ?? '';
  if (!secret) return null;
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `Invalid REVALIDATE_SECRET: use at least ${MIN_SECRET_LENGTH} characters (for example \`openssl rand -hex 32\`)`,
    );
  }
  return secret;
}

export function revalidateSecret(): string | null {
  return parseRevalidateSecret(process.env.REVALIDATE_SECRET);
}

/** One line for the server log at startup (instrumentation.ts, lib/startup.ts). */
export function describeRevalidateMode(secret: string | null): string {
  return secret
    ? '[revalidate] POST /api/revalidate accepts signed WordPress deliveries'
    : '[revalidate] REVALIDATE_SECRET is not set: the webhook is off (404); pages refresh on the interval only';
}

/**
 * Where the webhook's warm requests go (next-revalidator.ts): this server itself, on loopback at the port
 * `next start` listens on (it sets PORT once listening), so they reach this instance and never a CDN's
 * copy; SITE_URL when the port is unknown. Never the delivery's Host header, which the sender chooses.
 */
export function warmOrigin(env: Record<string, string | undefined> = process.env): string {
  const port = env.PORT?.trim();
  if (port && /^[0-9]{1,5}$/.test(port)) return `http://127.0.0.1:${port}`;
  return parseServerEnv(env).siteUrl;
}
