import 'server-only';

import { parseServerEnv } from '@/lib/env';

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
