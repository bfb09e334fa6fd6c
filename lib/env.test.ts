import { parseServerEnv } from './env';
import { DEFAULT_SETTINGS, parseSiteSettings } from './site';

describe('server configuration', () => {
  it('defaults to the bundled snapshot and a 300 s interval', () => {
    expect(parseServerEnv({})).toEqual({
      wordpressUrl: null,
      uploadsUrl: '/wp-content/uploads',
      snapshotDir: 'content/wordpress',
      siteUrl: 'http://localhost:3000',
      revalidateSeconds: 300,
      wordpressTimeoutMs: 10_000,
      wordpressRetries: 2,
    });
  });

  it('derives the uploads URL from WORDPRESS_URL and trims trailing slashes', () => {
    const env = parseServerEnv({
      WORDPRESS_URL: 'https://cms.example/',
      SITE_URL: 'https://plaza.example/',
      REVALIDATE_SECONDS: '60',
    });
    expect(env.wordpressUrl).toBe('https://cms.example');
    expect(env.uploadsUrl).toBe('https://cms.example/wp-content/uploads');
    expect(env.siteUrl).toBe('https://plaza.example');
    expect(env.revalidateSeconds).toBe(60);
  });

  it('treats empty variables as unset', () => {
    expect(parseServerEnv({ WORDPRESS_URL: '' }).wordpressUrl).toBeNull();
  });

  it.each([
    [{ WORDPRESS_URL: 'ftp://cms.example' }, /WORDPRESS_URL must be an absolute http\(s\) URL/],
    [{ REVALIDATE_SECONDS: 'soon' }, /REVALIDATE_SECONDS/],
    [{ REVALIDATE_SECONDS: '0' }, /REVALIDATE_SECONDS/],
  ])('fails loudly on %p', (env, message) => {
    expect(() => parseServerEnv(env)).toThrow(message);
  });
});

describe('site settings', () => {
  it('defaults to fictitious contact details', () => {
    expect(parseSiteSettings(undefined)).toBe(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.email).toMatch(/\.example$/);
    expect(DEFAULT_SETTINGS.phones.every((phone) => phone.display.includes('555'))).toBe(true);
  });

  it('merges a partial override', () => {
    const settings = parseSiteSettings('{"email": "caja@plaza.example", "address": {"postalCode": "21000"}}');
    expect(settings.email).toBe('caja@plaza.example');
    expect(settings.address).toEqual({ ...DEFAULT_SETTINGS.address, postalCode: '21000' });
    expect(settings.phones).toBe(DEFAULT_SETTINGS.phones);
  });

  it('rejects a malformed override', () => {
    expect(() => parseSiteSettings('{"phones": [{"label": "a", "display": "1", "tel": "call me"}]}')).toThrow(
      /Invalid SITE_SETTINGS/,
    );
    expect(() => parseSiteSettings('{oops')).toThrow(/Invalid SITE_SETTINGS/);
  });
});
