import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';

// @ts-expect-error -- plain ESM for Next to load, typed by its JSDoc, which this project's tsconfig does not read.
import config from '../next.config.mjs';

const nextConfig = config as (phase: string) => NextConfig;

/** `next start`'s cache handlers (lib/cache/), Redis's with REDIS_URL; a build writes its pages itself. */
describe('next.config: the shared cache', () => {
  const saved = process.env.REDIS_URL;
  afterEach(() => {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  });

  it('next start with REDIS_URL uses the Redis handler and no per-process memory cache', () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379';
    const server = nextConfig(PHASE_PRODUCTION_SERVER);
    expect(server.cacheHandler).toMatch(/lib\/cache\/shared-cache-handler\.mjs$/);
    expect(server.cacheMaxMemorySize).toBe(0);
  });

  it('a build keeps writing its pages to its folder, REDIS_URL or not', () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:6379';
    expect(nextConfig(PHASE_PRODUCTION_BUILD).cacheHandler).toBeUndefined();
  });

  it("next start without REDIS_URL keeps Next's file-system cache, extended to hash each page's scripts", () => {
    delete process.env.REDIS_URL;
    const server = nextConfig(PHASE_PRODUCTION_SERVER);
    expect(server.cacheHandler).toMatch(/lib\/cache\/local-cache-handler\.mjs$/);
    expect(server.cacheMaxMemorySize).toBeUndefined();
  });
});

/** Unknown plaza addresses get their language's pre-rendered not-found page (app/(plaza)/[lang]/404). */
describe('next.config: the plaza not-found rewrite', () => {
  it('covers every language of the site, and only as a fallback (after every route declined the path)', async () => {
    const { LOCALES } = await import('../lib/i18n/locales');
    const rewrites = await nextConfig(PHASE_PRODUCTION_SERVER).rewrites!();
    if (Array.isArray(rewrites))
      throw new Error('rewrites must be grouped (beforeFiles, afterFiles, fallback)');
    expect(rewrites.beforeFiles).toEqual([]);
    expect((rewrites.afterFiles ?? []).some((rule) => rule.destination.includes('/404'))).toBe(false);
    const fallback = rewrites.fallback ?? [];
    expect(fallback).toHaveLength(1);
    const [rule] = fallback;
    expect(rule!.destination).toBe('/:lang/404');
    const languages = rule!.source.match(/^\/:lang\(([^)]+)\)\/:path\+$/)?.[1]?.split('|');
    expect(languages?.sort()).toEqual([...LOCALES].sort());
  });
});
