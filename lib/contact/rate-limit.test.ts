import { clientKey, createRateLimiter } from './rate-limit';

/** A clock the test moves by hand: no waiting, no timing. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('sliding-window rate limiter', () => {
  it('allows five a minute, then says how long to wait', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: time.now });
    for (let i = 0; i < 5; i += 1) {
      expect(limiter.hit('a')).toEqual({ ok: true });
      time.advance(10_000);
    }
    // First hit was 50 s ago: it leaves the window in 10 s.
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
    expect(limiter.hit('b')).toEqual({ ok: true });
    time.advance(10_000);
    expect(limiter.hit('a')).toEqual({ ok: true });
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 10 });
  });

  it('does not count refused attempts', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: time.now });
    expect(limiter.hit('a').ok).toBe(true);
    for (let i = 0; i < 10; i += 1) expect(limiter.hit('a').ok).toBe(false);
    time.advance(60_000);
    expect(limiter.hit('a').ok).toBe(true);
  });

  it('stays bounded in memory under a spray of keys, without forgetting live clients first', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: time.now, maxKeys: 100 });
    limiter.hit('old');
    time.advance(61_000);
    limiter.hit('steady');
    for (let i = 0; i < 99; i += 1) limiter.hit(`spray-${i}`);
    // 'old' expired and was swept first; 'steady' is still limited.
    expect(limiter.hit('steady').ok).toBe(false);
    expect(limiter.hit('old').ok).toBe(true);
  });
});

describe('client key', () => {
  const headers = new Headers({ 'x-forwarded-for': '203.0.113.7, 198.51.100.2' });

  it('uses the last X-Forwarded-For entry (the one the trusted proxy added) only with TRUST_PROXY', () => {
    expect(clientKey(headers, { trustProxy: true })).toBe('ip:198.51.100.2');
    expect(clientKey(headers, { trustProxy: false })).toBe('shared');
  });

  it('falls back to the socket address, then to one shared key', () => {
    expect(clientKey(headers, { trustProxy: false, socketAddress: '192.0.2.1' })).toBe('ip:192.0.2.1');
    expect(clientKey(new Headers(), { trustProxy: true })).toBe('shared');
  });
});
