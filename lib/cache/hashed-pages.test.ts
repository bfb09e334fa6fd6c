import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

import { hashingScripts, withScriptHashes } from './hashed-pages.mjs';
import LocalCacheHandler from './local-cache-handler.mjs';

const BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
// printf '%s' TEXT | openssl dgst -sha256 -binary | base64, for BOOTSTRAP and for OTHER.
const BOOTSTRAP_POLICY = "script-src 'self' 'sha256-OBTN3RiyCV4Bq7dFqZ5a2pAXjnCcCYeTJMO2I/LYKeo='";
const OTHER = 'self.__next_f.push([1,"París\\n"])';
const OTHER_HASH = "'sha256-4Ni8sBUw67fEuo2GYK3s4hE27cjoY3Ol4i/s6+39O3w='";

const html = (script: string) => `<html><body><p>Hola</p><script>${script}</script></body></html>`;
const pageValue = (script: string) => ({
  kind: 'APP_PAGE' as const,
  html: html(script),
  rscData: Buffer.from('0:null\n'),
  headers: { 'x-next-cache-tags': 'wp:category:2' } as Record<string, string>,
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

describe('withScriptHashes', () => {
  it("adds the page's script policy to its cache value and keeps its other headers", () => {
    const value = pageValue(BOOTSTRAP);
    withScriptHashes('/es', value);
    expect(value.headers).toEqual({
      'x-next-cache-tags': 'wp:category:2',
      'content-security-policy': BOOTSTRAP_POLICY,
    });
  });

  it('leaves what is not a page alone: data cache entries, a missing value', () => {
    const fetched = { kind: 'FETCH', data: { headers: {}, body: '<script>x</script>' }, revalidate: 300 };
    withScriptHashes('fetch-key', fetched);
    expect(fetched).toEqual({
      kind: 'FETCH',
      data: { headers: {}, body: '<script>x</script>' },
      revalidate: 300,
    });
    expect(() => withScriptHashes('/es', null)).not.toThrow();
  });
});

describe('hashingScripts (the shared cache)', () => {
  it('stores a page with its policy, which a later read returns', async () => {
    const handler = hashingScripts(createLruHandler());
    const entry = { lastModified: Date.now(), lifespan: null, tags: [], value: pageValue(OTHER) };
    await handler.set('/es', entry as never);
    const read = await handler.get('/es', { implicitTags: [] });
    expect((read?.value as { headers: Record<string, string> }).headers['content-security-policy']).toBe(
      `script-src 'self' ${OTHER_HASH}`,
    );
  });
});

describe('LocalCacheHandler (the cache on disk)', () => {
  const context = (dir: string) => ({
    fs: nodeFs,
    serverDistDir: dir,
    flushToDisk: true,
    maxMemoryCacheSize: 50 * 1024 * 1024,
    revalidatedTags: [],
    _requestHeaders: {},
  });
  const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const;

  it('gives a page the build wrote its policy when it is read', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plaza-local-cache-'));
    mkdirSync(path.join(dir, 'app'));
    // What `next build` writes for a pre-rendered page: its HTML, its RSC payload, its metadata.
    writeFileSync(path.join(dir, 'app', 'built.html'), html(BOOTSTRAP));
    writeFileSync(path.join(dir, 'app', 'built.rsc'), '0:null\n');
    writeFileSync(
      path.join(dir, 'app', 'built.meta'),
      JSON.stringify({ status: 200, headers: { 'x-next-cache-tags': 'wp:category:2' } }),
    );
    const entry = await new LocalCacheHandler(context(dir) as never).get('/built', pageContext as never);
    expect((entry?.value as { headers: Record<string, string> }).headers['content-security-policy']).toBe(
      BOOTSTRAP_POLICY,
    );
  });

  it('writes a regenerated page with the policy of its new HTML, beside it on disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'plaza-local-cache-'));
    const handler = new LocalCacheHandler(context(dir) as never);
    await handler.set(
      '/regenerated',
      pageValue(OTHER) as never,
      {
        isRoutePPREnabled: false,
        isFallback: false,
        cacheControl: { revalidate: 300, expire: 31_536_000 },
      } as never,
    );
    const meta = JSON.parse(readFileSync(path.join(dir, 'app', 'regenerated.meta'), 'utf8'));
    expect(meta.headers['content-security-policy']).toBe(`script-src 'self' ${OTHER_HASH}`);
  });
});
