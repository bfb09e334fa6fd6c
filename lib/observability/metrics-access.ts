import 'server-only';

import { timingSafeEqual } from 'node:crypto';

import proxyaddr from 'proxy-addr';

import {
  SOCKET_ADDRESS_HEADER,
  SOCKET_FORWARDED_HEADER,
  socketAddressesStamped,
} from '@/lib/contact/client-address';

const isLoopback = proxyaddr.compile('loopback');

const sameSecret = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** As long as the site's other secrets (REVALIDATE_SECRET, CACHE_PURGE_TOKEN): a bearer is guessed at leisure. */
const MIN_TOKEN_LENGTH = 32;

/**
 * METRICS_TOKEN: the bearer that reads /api/metrics from anywhere (and, at the edge, /api/health/*). Unset,
 * only loopback reads them; shorter than 32 characters, the server stops at startup (instrumentation.ts).
 */
export function parseMetricsToken(value: string | undefined): string | null {
  const token = value?.trim() ?? '';
  if (!token) return null;
  if (token.length < MIN_TOKEN_LENGTH)
    throw new Error(
      `Invalid METRICS_TOKEN: use at least ${MIN_TOKEN_LENGTH} characters (for example \`openssl rand -hex 32\`)`,
    );
  return token;
}

export const metricsToken = () => parseMetricsToken(process.env.METRICS_TOKEN);

/** One line for the server log at startup (instrumentation.ts). */
export const describeMetricsMode = (token: string | null) =>
  token
    ? '[metrics] /api/metrics answers loopback without a proxy, and anyone with the METRICS_TOKEN bearer'
    : '[metrics] METRICS_TOKEN is not set: /api/metrics answers loopback without a proxy only';

/** The token, or none when it is too short: a server that skipped its startup checks still refuses it. */
const usableToken = () => {
  try {
    return metricsToken();
  } catch {
    return null;
  }
};

/**
 * Who may read /api/metrics: Prometheus on this host, asking the instance's own port (the socket's peer is
 * loopback and no proxy forwarded the request: anything through nginx or Varnish carries X-Forwarded-For),
 * or anyone with `Authorization: Bearer <METRICS_TOKEN>`. Everyone else gets a 404, as if there were none.
 */
export function mayReadMetrics(headers: Headers, token = usableToken()): boolean {
  const authorization = headers.get('authorization') ?? '';
  if (token && authorization.startsWith('Bearer ') && sameSecret(authorization.slice(7), token)) return true;
  if (!socketAddressesStamped()) return false;
  // As it arrived: `next start` adds X-Forwarded-For itself when the client sent none.
  const peer = headers.get(SOCKET_ADDRESS_HEADER);
  return !!peer && isLoopback(peer, 0) && headers.get(SOCKET_FORWARDED_HEADER) === '0';
}
