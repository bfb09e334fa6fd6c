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

/**
 * Who may read /api/metrics: Prometheus on this host, asking the instance's own port (the socket's peer is
 * loopback and no proxy forwarded the request: anything through nginx or Varnish carries X-Forwarded-For),
 * or anyone with `Authorization: Bearer <METRICS_TOKEN>`. Everyone else gets a 404, as if there were none.
 */
export function mayReadMetrics(headers: Headers, token = process.env.METRICS_TOKEN || null): boolean {
  const authorization = headers.get('authorization') ?? '';
  if (token && authorization.startsWith('Bearer ') && sameSecret(authorization.slice(7), token)) return true;
  if (!socketAddressesStamped()) return false;
  // As it arrived: `next start` adds X-Forwarded-For itself when the client sent none.
  const peer = headers.get(SOCKET_ADDRESS_HEADER);
  return !!peer && isLoopback(peer, 0) && headers.get(SOCKET_FORWARDED_HEADER) === '0';
}
