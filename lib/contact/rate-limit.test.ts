import { clientAddress, SOCKET_ADDRESS_HEADER, stampSocketAddresses } from './client-address';
import { clientKey, CONTACT_RATE, createContactLimiters } from './rate-limit';

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
    for (let i = 0; i < 125; i += 1) verdicts.push(await limiters.deliverNow());
    expect(verdicts.filter(Boolean)).toHaveLength(120);
  });
});

describe('client address', () => {
  const headers = (xff: string | null, socket = '192.0.2.1') =>
    new Headers({ ...(xff === null ? {} : { 'x-forwarded-for': xff }), [SOCKET_ADDRESS_HEADER]: socket });

  beforeAll(() => stampSocketAddresses());

  it('without a trusted proxy, is the socket’s peer: X-Forwarded-For is the client’s own claim', () => {
    expect(clientAddress(headers('203.0.113.7'), 0)).toBe('192.0.2.1');
    expect(clientAddress(headers(null, '::ffff:192.0.2.9'), 0)).toBe('192.0.2.9');
  });

  it('behind N trusted proxies, is the entry the N-th appended, never the first', () => {
    const chain = headers('10.9.9.9, 203.0.113.7, 198.51.100.2');
    expect(clientAddress(chain, 1)).toBe('198.51.100.2');
    expect(clientAddress(chain, 2)).toBe('203.0.113.7');
    // Fewer entries than proxies: no client-written entry is left, the first one is a proxy's.
    expect(clientAddress(headers('198.51.100.2'), 2)).toBe('198.51.100.2');
  });

  it('is null (one shared key) for junk, never the junk itself', () => {
    expect(clientAddress(headers('not-an-address'), 1)).toBeNull();
    expect(clientAddress(headers(null, 'junk'), 0)).toBeNull();
  });
});
