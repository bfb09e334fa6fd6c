import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

import proxyaddr from 'proxy-addr';
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
/** `1` when the request arrived with an X-Forwarded-For of its own, `0` when Next may have added one. */
export const SOCKET_FORWARDED_HEADER = 'x-plaza-socket-forwarded';
const stamping = () => processSingleton('contact.socketStamp', () => ({ on: false }));

/** Called once at startup (instrumentation.ts). */
export function stampSocketAddresses(): void {
  const state = stamping();
  if (state.on) return;
  state.on = true;
  subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    request.headers[SOCKET_FORWARDED_HEADER] = request.headers['x-forwarded-for'] === undefined ? '0' : '1';
  });
}

/** Whether this process stamps requests: without it the header would be the client's own claim. */
export const socketAddressesStamped = () => stamping().on;

function normalise(value: string | null | undefined): string | null {
  const address = (value ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(address) ? address : null;
}

/** Whether an address is a proxy in front of the site (TRUSTED_PROXIES, compiled by proxy-addr). */
export type TrustedProxies = (address: string, index: number) => boolean;

/**
 * Compiles TRUSTED_PROXIES (addresses, CIDRs, or proxy-addr's names `loopback`, `linklocal`,
 * `uniquelocal`); throws on an entry that is none of those. An empty list trusts no proxy.
 */
export function compileTrustedProxies(entries: readonly string[]): TrustedProxies | null {
  return entries.length > 0 ? proxyaddr.compile([...entries]) : null;
}

const socketPeer = (headers: Headers): string | null =>
  socketAddressesStamped() ? normalise(headers.get(SOCKET_ADDRESS_HEADER)) : null;

/** Whether the request's socket peer is a trusted proxy: only then do its forwarded headers mean anything. */
export function fromTrustedProxy(headers: Headers, trusted: TrustedProxies | null): boolean {
  const peer = socketPeer(headers);
  return trusted !== null && peer !== null && trusted(peer, 0);
}

/**
 * The client: walking back from the socket's peer through X-Forwarded-For, the first address that is not
 * a trusted proxy (proxy-addr's algorithm). Entries a client wrote itself are reached only through a chain
 * of trusted proxies, so a client that reaches the site directly cannot choose its own address, as it could
 * with a hop count (docs/contact.md, "Behind a proxy").
 */
export function clientAddress(headers: Headers, trusted: TrustedProxies | null): string | null {
  const peer = socketPeer(headers);
  if (peer === null || trusted === null) return peer;
  const request = {
    headers: { 'x-forwarded-for': headers.get('x-forwarded-for') ?? '' },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
  return normalise(proxyaddr(request, trusted));
}
