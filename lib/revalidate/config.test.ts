import { warmOrigin } from './config';

describe('warmOrigin', () => {
  it('is this server on loopback, at the port next start listens on', () => {
    expect(warmOrigin({ PORT: '3100', SITE_URL: 'https://plaza.example' })).toBe('http://127.0.0.1:3100');
  });

  it('is SITE_URL when the port is unknown, and never anything a request says', () => {
    expect(warmOrigin({ SITE_URL: 'https://plaza.example/' })).toBe('https://plaza.example');
    expect(warmOrigin({ PORT: 'evil.example', SITE_URL: 'https://plaza.example' })).toBe(
      'https://plaza.example',
    );
    expect(warmOrigin({})).toBe('http://localhost:3000');
  });
});
