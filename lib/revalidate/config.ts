import 'server-only';

import { parseServerEnv } from '@/lib/env';

export function describeRevalidateMode(secret: string | null): string {
  return secret
    ? '[revalidate] POST /api/revalidate accepts signed WordPress deliveries'
    : '[revalidate] REVALIDATE_SECRET is not set: the webhook is off (404); pages refresh on the interval only';
}

/** This instance on loopback, never a CDN's copy nor the Host a sender chose; SITE_URL when PORT is unset. */
export function warmOrigin(env: Record<string, string | undefined> = process.env): string {
  const port = env.PORT?.trim();
  if (port && /^[0-9]{1,5}$/.test(port)) return `http://127.0.0.1:${port}`;
  return parseServerEnv(env).siteUrl;
}
