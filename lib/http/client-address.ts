import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

import proxyaddr from 'proxy-addr';
import { processSingleton } from '@/lib/process-singleton';

/** Next 16 gives a route handler no socket, so the peer is stamped here, overwriting what the client sent. */
export const SOCKET_ADDRESS_HEADER = 'x-plaza-socket-address';
/** `1` when the request arrived with an X-Forwarded-For of its own, `0` when Next may have added one. */
export const SOCKET_FORWARDED_HEADER = 'x-plaza-socket-forwarded';
const stamping = () => processSingleton('contact.socketStamp', () => ({ on: false }));

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

export type TrustedProxies = (address: string, index: number) => boolean;

/** Compiles TRUSTED_PROXIES (addresses, CIDRs, proxy-addr's names); throws on anything else. */
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

// The first address back from the peer that is not a trusted proxy
// (docs/architecture.md, "The client is found from the proxies' addresses, not a hop count").
export function clientAddress(headers: Headers, trusted: TrustedProxies | null): string | null {
  const peer = socketPeer(headers);
  if (peer === null || trusted === null) return peer;
  const request = {
    headers: { 'x-forwarded-for': headers.get('x-forwarded-for') ?? '' },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
  return normalise(proxyaddr(request, trusted));
}
