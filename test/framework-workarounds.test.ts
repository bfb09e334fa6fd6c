import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Each `WORKAROUND(package@major.minor)` in the code works around something that package does. These tests
 * read the installed package and fail once it no longer does it, naming the workaround that may then go;
 * the first fails on any upgrade of a marked package, so each marker is looked at again then.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const MARKER = /WORKAROUND\(((?:@[\w-]+\/)?[\w.-]+)@(\d+\.\d+)\)/g;
const SOURCES = globSync(['{app,lib,components}/**/*.{ts,tsx,mjs}', '*.{ts,mjs}'], { cwd: ROOT }).filter(
  (file) => !file.includes('.test.'),
);

const installed = (name: string): string =>
  (
    JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
const next = (file: string) => readFileSync(path.join(ROOT, 'node_modules/next/dist', file), 'utf8');

const markers = SOURCES.flatMap((file) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(MARKER)].map(([, name, version]) => ({
    file,
    name: name!,
    version: version!,
  })),
);

it('every workaround names the installed version of its package', () => {
  expect(markers.length).toBeGreaterThan(0);
  const stale = markers.filter(({ name, version }) => !installed(name).startsWith(`${version}.`));
  expect(
    stale.map(({ file, name, version }) => `${file}: ${name}@${version} (installed ${installed(name)})`),
  ).toEqual([]);
});

it('next: revalidateTag inside after() applies only once every after() callback is done (lib/revalidate/self-expire.ts)', () => {
  expect(next('server/after/after-context.js')).toMatch(
    /withExecuteRevalidates\)\(workStore, \(\)=>\{\s*this\.callbackQueue\.start\(\);\s*return this\.callbackQueue\.onIdle\(\);/,
  );
});

it('next: unstable_cache can answer a stale entry with the pending write of a miss, undefined (lib/wordpress/index.ts cached())', () => {
  const source = next('server/web/spec-extension/unstable-cache.js');
  // A miss stores the write (a promise of undefined) as the pending revalidation of its key…
  expect(source).toMatch(/workStore\.pendingRevalidates\[invocationKey\] = cacheNewResult\(/);
  // …and a stale hit of the same key that must wait for fresh data returns whatever is pending there.
  expect(source).toMatch(/return await workStore\.pendingRevalidates\[invocationKey\];/);
});

it('next: a cache entry counts as written when it is stored, so a render begun before an expiry outlives it (lib/revalidate/warm.ts round 2)', () => {
  const source = next('server/lib/incremental-cache/file-system-cache.js');
  expect(source).toMatch(/async set\(key, data, ctx\) \{[\s\S]{0,400}lastModified: Date\.now\(\)/);
  expect(source).toMatch(/areTagsExpired\)\(cacheTags, data\.lastModified\)/);
});

it('next: a failing instrumentation hook is only logged, and the server goes on (lib/config-gate.ts exits itself)', () => {
  expect(next('server/next-server.js')).toMatch(
    /this\.prepare\(\)\.catch\(\(err\)=>\{\s*console\.error\('Failed to prepare server', err\);\s*\}\);/,
  );
});

it("next: a page's inline scripts are the flight bootstrap, flight chunks and Turbopack's chunk list, each a call around JSON (lib/script-hashes.mjs)", () => {
  const flight = next('server/app-render/use-flight-response.js');
  expect(flight).toContain(
    '`(self.__next_f=self.__next_f||[]).push(${(0, _htmlescape.htmlEscapeJsonString)(JSON.stringify([',
  );
  expect(flight).toContain('`${scriptStart}self.__next_f.push(${htmlInlinedData})</script>`');
  expect(next('server/get-page-files.js')).toContain(
    '`(globalThis[${g}] || (globalThis[${g}] = [])).push(${JSON.stringify(params)});`',
  );
});

it('next: its cache on disk is an internal class with get(key, ctx) and set(key, value, ctx) (lib/cache/local-cache-handler.mjs)', () => {
  expect(next('server/lib/incremental-cache/file-system-cache.js')).toMatch(
    /class FileSystemCache \{[\s\S]*async get\(\.\.\.args\) \{[\s\S]*async set\(key, data, ctx\) \{/,
  );
});
