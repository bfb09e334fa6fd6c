import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

import { processSingleton } from '@/lib/process-singleton';

/**
 * The address of the client a contact message comes from: the rate limit's key, and what Contact Form 7's
 * `[_remote_ip]` and spam checks see (docs/contact.md, "Behind a proxy").
 *
 * Next 16 gives a route handler no socket, and `next start` writes the socket's address into
 * X-Forwarded-For only when the client sent none (so a client-sent header survives). The server therefore
 * stamps every request with its socket's peer address, in a header of ours that it always overwrites
 * (Node's `http.server.request.start` diagnostics channel runs before Next sees the request).
 */
export const SOCKET_ADDRESS_HEADER = 'x-plaza-socket-address';
const stamping = () => processSingleton('contact.socketStamp', () => ({ on: false }));

/** Called once at startup (instrumentation.ts). */
export function stampSocketAddresses(): void {
  const state = stamping();
  if (state.on) return;
  state.on = true;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
  });
}

/** Whether this process stamps requests: without it the header would be the client's own claim. */
export const socketAddressesStamped = () => stamping().on;

function normalise(value: string | null | undefined): string | null {
  const address = (value ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) ? address : null;
}

/**
 * `trustedHops` proxies each appended the address they saw to X-Forwarded-For: the client is the entry
 * that many places from the end, never the first (whatever the client sent itself comes before).
 * With no proxy trusted, the socket's own peer.
 */
export function clientAddress(headers: Headers, trustedHops: number): string | null {
  if (trustedHops > 0) {
    const entries = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length > 0) return normalise(entries[Math.max(0, entries.length - trustedHops)]);
  }
  return socketAddressesStamped() ? normalise(headers.get(SOCKET_ADDRESS_HEADER)) : null;
}
