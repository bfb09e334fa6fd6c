import { hasRemoteMatch } from 'next/dist/shared/lib/match-remote-pattern';

import { remoteImagePatterns } from './image-sources.mjs';

/** What Next's optimiser decides for `url` under the site's remotePatterns (no `domains`): 400 when false. */
const allowed = (options: Parameters<typeof remoteImagePatterns>[0], url: string) =>
  hasRemoteMatch([], remoteImagePatterns(options), new URL(url));

describe('remoteImagePatterns: the optimiser fetches WordPress uploads only', () => {
  const wordpress = { wordpressUrl: 'https://cms.plaza.example' };

  it('allows the uploads folder under WORDPRESS_URL', () => {
    expect(remoteImagePatterns(wordpress)).toEqual([
      { protocol: 'https', hostname: 'cms.plaza.example', port: '', pathname: '/wp-content/uploads/**' },
    ]);
    expect(allowed(wordpress, 'https://cms.plaza.example/wp-content/uploads/2026/11/fachada.webp')).toBe(
      true,
    );
  });

  it.each([
    'https://cms.plaza.example/wp-json/wp/v2/users',
    'https://cms.plaza.example/wp-admin/admin-ajax.php',
    'https://cms.plaza.example/?rest_route=/wp/v2/users',
    'https://cms.plaza.example/wp-content/uploads/../../wp-json/wp/v2/users',
    'https://cms.plaza.example/wp-content/uploads/%2e%2e/%2e%2e/wp-json/wp/v2/users',
    'https://cms.plaza.example/wp-content/uploads-private/x.webp',
    'http://cms.plaza.example/wp-content/uploads/2026/11/fachada.webp',
    'https://cms.plaza.example:8443/wp-content/uploads/2026/11/fachada.webp',
  ])('refuses %s', (url) => {
    expect(allowed(wordpress, url)).toBe(false);
  });

  it('allows WORDPRESS_UPLOADS_URL too, its folder only', () => {
    const options = { ...wordpress, uploadsUrl: 'https://media.plaza.example:8443/files/' };
    expect(remoteImagePatterns(options).map((pattern) => pattern.pathname)).toEqual([
      '/wp-content/uploads/**',
      '/files/**',
    ]);
    expect(allowed(options, 'https://media.plaza.example:8443/files/2026/a.webp')).toBe(true);
    expect(allowed(options, 'https://media.plaza.example:8443/other/a.webp')).toBe(false);
  });

  it('is empty on the bundled snapshot, and ignores what is not http(s)', () => {
    expect(remoteImagePatterns({})).toEqual([]);
    expect(remoteImagePatterns({ uploadsUrl: '/wp-content/uploads' })).toEqual([]);
  });
});
