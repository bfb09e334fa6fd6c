import {
  clientAddress,
  compileTrustedProxies,
  fromTrustedProxy,
  SOCKET_ADDRESS_HEADER,
  stampSocketAddresses,
} from '@/lib/http/client-address';

import { clientKey, clientKeys, CONTACT_RATE, contactRates, createContactLimiters } from './rate-limit';

const RATES = contactRates();

describe('contact rate limits (rate-limiter-flexible, in memory without Redis)', () => {
  it('allows five a minute per client, then says how long to wait; another client is not affected', async () => {
    const limiters = createContactLimiters(null);
    for (let i = 0; i < CONTACT_RATE.points; i += 1)
      expect(await limiters.client('203.0.113.7')).toEqual({ ok: true });
    const refused = await limiters.client('203.0.113.7');
    expect(refused.ok).toBe(false);
    expect(refused.ok ? 0 : refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(await limiters.client('198.51.100.23')).toEqual({ ok: true });
  });

  it('counts an IPv6 client by its /64: a new address within it for every message is the same client', async () => {
    const limiters = createContactLimiters(null);
    for (let i = 1; i <= CONTACT_RATE.points; i += 1)
      expect(await limiters.client(`2001:db8:aa:bb::${i.toString(16)}`)).toEqual({ ok: true });
    expect((await limiters.client('2001:db8:aa:bb:ffff:1:2:3')).ok).toBe(false);
    expect(await limiters.client('2001:db8:aa:bc::1')).toEqual({ ok: true }); // the next /64: another client
  });

  it('keys each address family as written any way: compressed, expanded, IPv4-mapped', () => {
    expect(clientKey('2001:0db8:00aa:00bb:0000:0000:0000:0001')).toBe(clientKey('2001:db8:aa:bb::9'));
    expect(clientKey('::ffff:192.0.2.9')).toBe(clientKey('192.0.2.9'));
    expect(clientKey('192.0.2.9')).not.toBe(clientKey('192.0.2.10'));
    expect(clientKey(null)).toBe('unknown');
    expect(clientKey('junk')).toBe('unknown');
  });

  it('lets the queue take messages past the global ceiling instead of refusing them', async () => {
    const limiters = createContactLimiters(null);
    const verdicts = [];
    for (let i = 0; i < RATES.deliverNow.points + 5; i += 1) verdicts.push(await limiters.deliverNow());
    expect(verdicts.filter(Boolean)).toHaveLength(RATES.deliverNow.points);
  });

  it('counts the /56 and the /48 around an IPv6 client, and the /24 around an IPv4 one', async () => {
    expect(clientKeys('2001:db8:aa:bbcc::1')).toEqual({
      client: 'ip6:2001:db8:aa:bbcc::/64',
      site: 'ip6:2001:db8:aa:bb00::/56',
      network: 'ip6:2001:db8:aa::/48',
    });
    expect(clientKeys('192.0.2.9')).toEqual({ client: 'ip:192.0.2.9', network: 'ip4:192.0.2.0/24' });
    const limiters = createContactLimiters(null);
    const from = async (addresses: string[]) => {
      const verdicts = [];
      for (const address of addresses) verdicts.push((await limiters.client(address)).ok);
      return verdicts.filter(Boolean).length;
    };
    // One /56: every /64 in it a new address, together its allowance.
    const home = Array.from({ length: 20 }, (_, i) => `2001:db8:1:2${i.toString(16).padStart(2, '0')}::1`);
    expect(await from(home)).toBe(RATES.site.points);
    // One /48: every /56 in it, together its allowance.
    const site = Array.from({ length: 40 }, (_, i) => `2001:db8:2:${(i * 256).toString(16)}::1`);
    expect(await from(site)).toBe(RATES.network.points);
    const block = Array.from({ length: 40 }, (_, i) => `198.51.100.${i + 1}`);
    expect(await from(block)).toBe(RATES.network.points);
    expect((await limiters.client('2001:db8:3::1')).ok).toBe(true); // another /48
  });

  it('derives the network limits from the cap: 10 per /56, 20 per /48 and 30 tried at once for 60 new', () => {
    expect(RATES).toEqual({
      client: { points: 5, duration: 60 },
      site: { points: 10, duration: 60 },
      network: { points: 20, duration: 60 },
      newMessages: { points: 60, duration: 60 },
      deliverNow: { points: 30, duration: 60 },
    });
  });

  it('caps the new messages of everyone together a minute', async () => {
    const limiters = createContactLimiters(null);
    const verdicts = [];
    for (let i = 0; i < RATES.newMessages.points + 3; i += 1) verdicts.push((await limiters.newMessage()).ok);
    expect(verdicts.filter(Boolean)).toHaveLength(RATES.newMessages.points);
  });
});

describe('client address (proxy-addr, TRUSTED_PROXIES)', () => {
  const headers = (xff: string | null, socket = '192.0.2.1') =>
    new Headers({ ...(xff === null ? {} : { 'x-forwarded-for': xff }), [SOCKET_ADDRESS_HEADER]: socket });

  beforeAll(() => stampSocketAddresses());

  it('without a trusted proxy, is the socket’s peer: X-Forwarded-For is the client’s own claim', () => {
    expect(clientAddress(headers('203.0.113.7'), null)).toBe('192.0.2.1');
    expect(clientAddress(headers(null, '::ffff:192.0.2.9'), null)).toBe('192.0.2.9');
  });

  it('from a socket that is not a trusted proxy, ignores X-Forwarded-For whatever it says', () => {
    const trust = compileTrustedProxies(['127.0.0.1']);
    expect(clientAddress(headers('203.0.113.7', '127.0.0.2'), trust)).toBe('127.0.0.2');
    expect(clientAddress(headers('127.0.0.1, 203.0.113.7', '192.0.2.1'), trust)).toBe('192.0.2.1');
    expect(fromTrustedProxy(headers(null, '127.0.0.2'), trust)).toBe(false);
  });

  it('through trusted proxies, is the nearest entry that is not one of them, never a client-written one', () => {
    const trust = compileTrustedProxies(['loopback', '10.0.0.0/8']);
    // The visitor wrote 6.6.6.6; nginx (10.0.0.5) saw 203.0.113.7; Varnish on this host saw nginx.
    const chain = headers('6.6.6.6, 203.0.113.7, 10.0.0.5', '::ffff:127.0.0.1');
    expect(clientAddress(chain, trust)).toBe('203.0.113.7');
    expect(fromTrustedProxy(chain, trust)).toBe(true);
    // Only proxies in the chain: the farthest one is the client.
    expect(clientAddress(headers('10.0.0.5', '127.0.0.1'), trust)).toBe('10.0.0.5');
  });

  it('is null (one shared key) for junk, never the junk itself', () => {
    expect(
      clientAddress(headers('not-an-address', '127.0.0.1'), compileTrustedProxies(['loopback'])),
    ).toBeNull();
    expect(clientAddress(headers(null, 'junk'), null)).toBeNull();
  });

  it('refuses an entry that is not an address, a network or a proxy-addr name', () => {
    expect(() => compileTrustedProxies(['varnish'])).toThrow();
    expect(compileTrustedProxies([])).toBeNull();
  });
});
