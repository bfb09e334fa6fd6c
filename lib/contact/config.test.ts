import { describeContactMode, parseContactConfig } from './config';

const site = { wordpressUrl: null, siteUrl: 'https://plaza.example' };

describe('contact configuration', () => {
  it('defaults to the outbox when Contact Form 7 is not configured', () => {
    const config = parseContactConfig({}, site);
    expect(config).toEqual({
      cf7: null,
      outboxPath: 'var/contact-outbox.jsonl',
      queuePath: 'var/contact-queue.sqlite',
      queueMax: 10_000,
      newPerMinute: 60,
      redisUrl: null,
      queueRedisUrl: null,
      queueKeys: null,
      retry: { baseMs: 5000, maxMs: 300_000 },
      trustedProxies: [],
      trust: null,
      siteUrl: 'https://plaza.example',
    });
    expect(describeContactMode(config)).toMatch(
      /queued in var\/contact-queue\.sqlite, then appended to var\/contact-outbox\.jsonl; clients are told apart by socket address/,
    );
  });

  it('needs both a base URL and a form id', () => {
    expect(parseContactConfig({ CF7_FORM_ID: '12' }, site).cf7).toBeNull();
    expect(parseContactConfig({ CF7_BASE_URL: 'https://cms.example' }, site).cf7).toBeNull();
  });

  it('forwards to the WordPress of the content unless CF7_BASE_URL says otherwise', () => {
    const wordpress = { ...site, wordpressUrl: 'https://cms.example' };
    expect(parseContactConfig({ CF7_FORM_ID: '12' }, wordpress).cf7).toEqual({
      baseUrl: 'https://cms.example',
      formId: 12,
      timeoutMs: 10_000,
    });
    expect(
      parseContactConfig(
        { CF7_FORM_ID: '12', CF7_BASE_URL: 'http://127.0.0.1:3211/', CF7_TIMEOUT_MS: '500' },
        wordpress,
      ).cf7,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:3211',
      formId: 12,
      timeoutMs: 500,
    });
  });

  it.each(['a1b2c3d', '0', '12abc', '-4', '1.5', '12345678901'])(
    'refuses the form id %p with a clear message',
    (id) => {
      expect(() => parseContactConfig({ CF7_FORM_ID: id }, site)).toThrow(
        /Invalid contact configuration: CF7_FORM_ID must be the numeric id of the Contact Form 7 form/,
      );
    },
  );

  it.each([
    [{ CF7_BASE_URL: 'cms.example' }, /CF7_BASE_URL must be an absolute http\(s\) URL/],
    [{ CF7_TIMEOUT_MS: 'fast' }, /CF7_TIMEOUT_MS must be a number/],
    [{ TRUST_PROXY: '1' }, /^TRUST_PROXY is no longer read: set TRUSTED_PROXIES/],
    [{ TRUST_PROXY: '' }, /^TRUST_PROXY is no longer read: set TRUSTED_PROXIES/],
    [{ TRUSTED_PROXIES: 'varnish' }, /TRUSTED_PROXIES must list addresses, networks/],
    [{ CONTACT_RETRY_BASE_MS: 'soon' }, /CONTACT_RETRY_BASE_MS must be a number/],
  ])('refuses %p', (env, message) => {
    expect(() => parseContactConfig(env, site)).toThrow(message);
  });

  it('takes TRUSTED_PROXIES as the list of proxies whose X-Forwarded-For entries are believed', () => {
    const config = parseContactConfig({ TRUSTED_PROXIES: 'loopback, 10.0.0.0/8 192.0.2.4' }, site);
    expect(config.trustedProxies).toEqual(['loopback', '10.0.0.0/8', '192.0.2.4']);
    expect(config.trust?.('10.1.2.3', 0)).toBe(true);
    expect(config.trust?.('203.0.113.7', 0)).toBe(false);
    expect(describeContactMode(config)).toMatch(/trusted proxies loopback, 10\.0\.0\.0\/8, 192\.0\.2\.4/);
  });
});

describe('startup check', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the queue key and the old ones (hex or base64), and refuses one that is not 32 bytes', () => {
    const hex = 'ab'.repeat(32);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(
      parseContactConfig(
        { CONTACT_QUEUE_KEY: hex, CONTACT_QUEUE_OLD_KEYS: `${base64}, ${'cd'.repeat(32)}` },
        site,
      ).queueKeys,
    ).toEqual({
      current: Buffer.from(hex, 'hex'),
      previous: [Buffer.alloc(32, 7), Buffer.from('cd'.repeat(32), 'hex')],
    });
    expect(() => parseContactConfig({ CONTACT_QUEUE_KEY: 'short' }, site)).toThrow(
      /CONTACT_QUEUE_KEY .* openssl rand -hex 32/,
    );
    expect(() =>
      parseContactConfig({ CONTACT_QUEUE_KEY: hex, CONTACT_QUEUE_OLD_KEYS: 'nope' }, site),
    ).toThrow(/CONTACT_QUEUE_OLD_KEYS/);
  });

  it('stops the server with the message when the configuration is invalid', async () => {
    jest.resetModules(); // a fresh, uncached configuration
    const { checkAtStartup } = await import('@/lib/config-gate');
    const { contactConfig, describeContactMode } = await import('./config');
    const { log } = await import('@/lib/observability/log');
    const errors: object[] = [];
    jest.spyOn(log, 'fatal').mockImplementation(((line: object) => void errors.push(line)) as never);
    const exit = jest.spyOn(process, 'exit').mockImplementation(() => undefined as never);
    const saved = process.env.CF7_FORM_ID;
    process.env.CF7_FORM_ID = 'a1b2c3d';
    try {
      checkAtStartup(() => describeContactMode(contactConfig()));
    } finally {
      if (saved === undefined) delete process.env.CF7_FORM_ID;
      else process.env.CF7_FORM_ID = saved;
    }
    expect(exit).toHaveBeenCalledWith(1);
    expect(errors).toEqual([
      {
        event: 'startup.refused',
        reason: expect.stringMatching(/^Invalid contact configuration: CF7_FORM_ID must be the numeric id/),
      },
    ]);
  });
});
