// @ts-check
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';

import { DEVICE_SIZES, remoteImagePatterns } from './lib/image-sources.mjs';
import { requireSupportedNode } from './lib/node-version.mjs';
import { headerRules, IMAGE_CONTENT_SECURITY_POLICY } from './lib/security-headers.mjs';

// `next dev`, `next build` and `next start` all read this file first: on an unsupported Node they stop here.
requireSupportedNode();

/**
 * A second build beside the main one (the real-WordPress and hardening runs) goes to its own folder, so
 * it never overwrites the build the end-to-end tests serve. Next adds every build folder's type paths to
 * the tsconfig it checks; a side build gets a tsconfig of its own (beside its folder, gitignored) and
 * skips the type check, which the main build and `npm run typecheck` already run on the same code.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next';
const sideBuild = distDir !== '.next';
if (sideBuild) writeFileSync(`${distDir}.tsconfig.json`, JSON.stringify({ extends: './tsconfig.json' }));

/** What next/image may optimise from WordPress: its uploads folder (lib/image-sources.mjs). */
function remotePatterns() {
  return remoteImagePatterns({
    wordpressUrl: process.env.WORDPRESS_URL,
    uploadsUrl: process.env.WORDPRESS_UPLOADS_URL,
  });
}

/**
 * `next start`'s ISR cache gives each page the policy of its own inline scripts (lib/cache/hashed-pages.mjs).
 * Several instances share it in Redis when REDIS_URL is set (lib/cache/shared-cache-handler.mjs): a build
 * writes its pages to its folder, and each server copies them into Redis as it starts (instrumentation.ts).
 * Without Redis, each instance keeps its own cache on disk (lib/cache/local-cache-handler.mjs).
 */
const cacheHandler = (/** @type {string} */ phase) => {
  if (phase !== PHASE_PRODUCTION_SERVER) return {};
  if (!process.env.REDIS_URL)
    return { cacheHandler: fileURLToPath(new URL('./lib/cache/local-cache-handler.mjs', import.meta.url)) };
  return {
    cacheHandler: fileURLToPath(new URL('./lib/cache/shared-cache-handler.mjs', import.meta.url)),
    // Nothing cached in the process's memory: what one instance regenerates, the others serve.
    cacheMaxMemorySize: 0,
  };
};

/**
 * The cache-tag header of every page that reads WordPress (lib/cache/tag-header.ts), derived from the route
 * table and the category map, which are TypeScript: tsx loads them. Next calls headers() at build (and in
 * development) only; `next start` matches the rules from the build's routes manifest.
 * @returns {Promise<import('./lib/cache/tag-header').HeaderRule[]>}
 */
async function cacheTagRules() {
  const { tsImport } = await import('tsx/esm/api');
  /** @type {typeof import('./lib/cache/tag-header')} */
  const tagHeader = await tsImport('./lib/cache/tag-header.ts', import.meta.url);
  return tagHeader.tagHeaderRules();
}

/**
 * `npm run bench` builds with PLAZA_BENCH_BUILD=1, which makes `*.bench.tsx` files routes too: its minimal
 * page (app/(bench)/), never part of a production build.
 */
const benchBuild = process.env.PLAZA_BENCH_BUILD === '1';

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  ...cacheHandler(phase),
  reactStrictMode: true,
  distDir,
  // A release's id (deploy/release.sh): assets carry `?dpl=`, and a tab of an older release navigating into
  // a newer one reloads the page instead of mixing the two builds (Next's skew protection).
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  ...(benchBuild && { pageExtensions: ['tsx', 'ts', 'jsx', 'js', 'bench.tsx'] }),
  ...(sideBuild && { typescript: { ignoreBuildErrors: true, tsconfigPath: `${distDir}.tsconfig.json` } }),
  poweredByHeader: false,
  // Loaded from node_modules by `next start`, not bundled: BullMQ and rate-limiter-flexible pick their Redis
  // driver (and optional native parts) at run time, which a bundle would freeze or break.
  serverExternalPackages: ['bullmq', 'rate-limiter-flexible'],
  async headers() {
    return [
      ...headerRules({
        wordpressUrl: process.env.WORDPRESS_URL,
        uploadsUrl: process.env.WORDPRESS_UPLOADS_URL,
        siteUrl: process.env.SITE_URL,
        dev: process.env.NODE_ENV === 'development',
      }),
      ...(await cacheTagRules()),
    ];
  },
  // This folder, whatever lockfiles sit above it: a release is built inside STACK_DIR, often in a checkout.
  turbopack: { root: fileURLToPath(new URL('.', import.meta.url)) },
  experimental: {
    globalNotFound: true,
    // Every stylesheet of a page in a <style> of its document (the pages' own CSS is ~25 kB): a phone paints
    // as soon as the document has arrived, instead of one more round trip later (docs/bench.md).
    inlineCss: true,
    // Each page kind is a route of its own (app/(plaza)/[lang]/), so each can inline only its own CSS, but
    // Turbopack's default chunking merges small stylesheets across routes into shared chunks to save requests.
    // Inlined CSS costs no request: the graph strategy with a request priced at nothing never merges.
    cssChunking: { type: 'graph', requestCost: 0 },
    // Optimistic routing puts the names of every static route beside [lang] (the theme's ~40 demo pages) in
    // each plaza document, ~260 B of its first round trip, so the router may guess a route before it is
    // prefetched; our links are prefetched, as static pages, before anyone follows them.
    optimisticRouting: false,
    // A build against a broken WordPress reports every page that failed (each naming its URL and what
    // was wrong) instead of stopping at the first: one build shows the whole damage.
    prerenderEarlyExit: false,
    // One static-generation worker: a worker is a process with its own memory, and a build must read each
    // WordPress query once (docs/architecture.md, "Decisions").
    cpus: 1,
  },
  async rewrites() {
    return {
      beforeFiles: [],
      // The theme's preview index answers at /Preview (spec) and at the lower-case address people type.
      afterFiles: [{ source: '/preview', destination: '/Preview' }],
      // Fallback rewrites run only once every route has declined a path, so a plaza page never meets this
      // rule: an unknown plaza address (`/en/nope`, `/es/galeria/99`) gets its language's pre-rendered
      // not-found page, which answers 404 (app/(plaza)/[lang]/404). The languages are lib/i18n/locales.ts's.
      fallback: [{ source: '/:lang(es|en)/:path+', destination: '/:lang/404' }],
    };
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: DEVICE_SIZES,
    // The optimiser's answers carry this policy instead of the one headers() sets.
    contentSecurityPolicy: IMAGE_CONTENT_SECURITY_POLICY,
    remotePatterns: remotePatterns(),
    // A loopback WordPress (tests, local editors) is a private address; allow it only when configured so.
    dangerouslyAllowLocalIP: /^https?:\/\/(127\.|localhost)/.test(process.env.WORDPRESS_URL ?? ''),
  },
});

export default nextConfig;
