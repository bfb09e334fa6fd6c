import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { isKnownImage, publicImagePaths, type KnownImages } from './image-gate';

describe('publicImagePaths', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'plaza-public-'));
    mkdirSync(path.join(dir, 'wp-content/uploads/2026/11'), { recursive: true });
    for (const file of ['wp-content/uploads/2026/11/fachada.webp', 'a b.PNG', 'logo.svg', 'robots.txt'])
      writeFileSync(path.join(dir, file), '');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('lists the raster images as the paths they are served at, and nothing else', () => {
    expect([...publicImagePaths(dir)].sort()).toEqual([
      '/a b.PNG',
      '/wp-content/uploads/2026/11/fachada.webp',
    ]);
  });

  it('is empty without a public folder', () => {
    expect(publicImagePaths(path.join(dir, 'missing')).size).toBe(0);
  });

  it("reads this site's public folder: the snapshot's uploads and the demo pictures", () => {
    const files = publicImagePaths(path.join(process.cwd(), 'public'));
    expect(files).toContain('/demo/gallery-01.webp');
    expect(files).toContain('/wp-content/uploads/2026/11/about-plaza-paris.webp');
    expect(files).not.toContain('/images/default-logo.svg');
  });
});

describe('isKnownImage', () => {
  const known: KnownImages = {
    files: new Set(['/demo/gallery-01.webp', '/wp-content/uploads/2026/11/fachada plaza.webp']),
    origins: ['https://cms.plaza.example'],
  };

  it.each([
    '/demo/gallery-01.webp',
    '/wp-content/uploads/2026/11/fachada plaza.webp',
    '/wp-content/uploads/2026/11/fachada%20plaza.webp',
    'https://cms.plaza.example/wp-content/uploads/2026/11/x.jpg',
  ])('lets %s through', (url) => {
    expect(isKnownImage(url, known)).toBe(true);
  });

  it.each([
    // Two addresses Next's optimiser answers with a 500 and an error line when nothing stops them first.
    ['a backslash host', '/\\evil.example/a.png'],
    ['a page', '/es/'],
    ['a route handler', '/api/contact'],
    ['a missing file', '/demo/gallery-99.webp'],
    ['an SVG (never optimised)', '/images/default-logo.svg'],
    ['dot segments', '/wp-content/uploads/../../demo/gallery-01.webp'],
    ['encoded dot segments', '/demo/%2e%2e/demo/gallery-01.webp'],
    ['an encoded slash', '/demo%2Fgallery-01.webp'],
    ['a query', '/demo/gallery-01.webp?x=1'],
    ['a broken escape', '/demo/%ff.webp'],
    ['protocol-relative', '//evil.example/a.png'],
    ['another host', 'https://evil.example/a.png'],
    ['another port of the host', 'https://cms.plaza.example:8443/a.png'],
    ['credentials', 'https://user:pass@cms.plaza.example/a.png'],
    ['another scheme', 'javascript:alert(1)'],
    ['nothing', ''],
    ['no parameter', null],
  ])('refuses %s', (_name, url) => {
    expect(isKnownImage(url, known)).toBe(false);
  });
});
