import 'server-only';

import proxyaddr from 'proxy-addr';

import {
  SOCKET_ADDRESS_HEADER,
  SOCKET_FORWARDED_HEADER,
  socketAddressesStamped,
} from '@/lib/http/client-address';
import { safeEqual } from '@/lib/http/safe-equal';

const isLoopback = proxyaddr.compile('loopback');

/** As long as the site's other secrets: a bearer is guessed at leisure. */
const MIN_TOKEN_LENGTH = 32;

/** METRICS_TOKEN; unset, only loopback reads the metrics; too short, the server stops at startup. */
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

export const describeMetricsMode = (token: string | null) =>
  token
    ? '[metrics] /api/metrics answers loopback without a proxy, and anyone with the METRICS_TOKEN bearer'
    : '[metrics] METRICS_TOKEN is not set: /api/metrics answers loopback without a proxy only';

/** None when too short, so a server that skipped its startup checks still refuses it. */
const usableToken = () => {
  try {
    return metricsToken();
  } catch {
    return null;
  }
};

/** Prometheus asking the instance directly (loopback peer, nothing forwarded), or the bearer; else 404. */
export function mayReadMetrics(headers: Headers, token = usableToken()): boolean {
  const authorization = headers.get('authorization') ?? '';
  if (token && authorization.startsWith('Bearer ') && safeEqual(authorization.slice(7), token)) return true;
  if (!socketAddressesStamped()) return false;
  // As it arrived: `next start` adds X-Forwarded-For itself when the client sent none.
  const peer = headers.get(SOCKET_ADDRESS_HEADER);
  return !!peer && isLoopback(peer, 0) && headers.get(SOCKET_FORWARDED_HEADER) === '0';
}
