/**
 * WordPress misbehaving, at build and at revalidation (e2e/servers/faulty-wordpress.ts has the faults).
 *
 * At build: ONE real `next build` against a WordPress that answers each of nine categories with a
 * different fault; `experimental.prerenderEarlyExit: false` (next.config.mjs) makes it report every failing
 * page, so one build shows how each fault is reported instead of a build per fault. The content layer's
 * test (lib/wordpress/faults.test.ts) checks the same faults one by one, with retries.
 *
 * At revalidation: a server built against a good WordPress with a short REVALIDATE_SECONDS; WordPress is
 * then switched to each fault in turn while every plaza page is requested: each must keep answering 200
 * with exactly its last good markup, the server must log no unhandled rejection, and its memory must stay
 * bounded (the 50 MB reply is cut off at the size limit).
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { DEFAULT_CATEGORY_MAP } from '@/lib/wordpress/categories';
import { MAX_RESPONSE_BYTES } from '@/lib/wordpress/client';

import { FAULT_MESSAGES, FAULTS, type Fault } from '../servers/faulty-wordpress';
import { createSwitchableWordPress, type SwitchableWordPress } from '../servers/switchable-wordpress';
import { sleep, start, treeRss, type Started } from '../../test/processes';

/** A category per fault; each category feeds a page of its own (lib/wordpress/categories.ts). */
export const BUILD_FAULTS: Record<Fault, number> = {
  'http-500': 11, // /es/centro-medico-paris
  'http-503-retry-after': 14, // /en/paris-medical-center
  timeout: 12, // /es/farmacia-paris
  'reset-mid-body': 19, // /en/paris-pharmacy
  'truncated-json': 27, // the site plans
  'html-200': 26, // the contact pages
  'huge-body': 2, // /es (hero slides)
  'redirect-loop': 23, // /en (hero slides)
  'wrong-types': 16, // the directory pages
};

export async function listen(server: Server, port: number): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const HUGE_BYTES = 50 * 1024 * 1024;
const UNHANDLED = /unhandledRejection|uncaughtException|Unhandled Rejection/i;

export type FaultOutcome = { fault: Fault; where: string; survived: boolean; detail: string };

export type BuildFaultsResult = { exitCode: number | null; seconds: number; outcomes: FaultOutcome[] };

/** One `next build` against per-category faults; each fault must be named, with its URL, in the output. */
export async function buildAgainstFaults(options: {
  snapshotDir: string;
  port: number;
  env: NodeJS.ProcessEnv;
  logDir: string;
  distDir: string;
}): Promise<BuildFaultsResult> {
  const byCategory = new Map(
    Object.entries(BUILD_FAULTS).map(([fault, category]) => [String(category), fault as Fault]),
  );
  const wordpress = createSwitchableWordPress(options.snapshotDir, {
    faultFor: (url) => byCategory.get(url.searchParams.get('categories') ?? '') ?? null,
  });
  const url = await listen(wordpress.server, options.port);
  const started = Date.now();
  try {
    const build = start(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      name: 'build-faulty',
      env: {
        ...options.env,
        WORDPRESS_URL: url,
        // Long enough that a loaded machine does not turn another fault (a slow HTML reply) into a timeout.
        WORDPRESS_TIMEOUT_MS: '6000',
        WORDPRESS_RETRIES: '1',
        NEXT_DIST_DIR: options.distDir,
      },
      logDir: options.logDir,
    });
    const exitCode = await build.exited;
    const output = build.output();
    const outcomes = FAULTS.map((fault): FaultOutcome => {
      const category = BUILD_FAULTS[fault];
      const where = `build, category ${category}`;
      // The line that names this fault: the URL of its category and what was wrong.
      const line = output
        .split('\n')
        .find(
          (text) =>
            text.includes('WordPress unavailable: GET') &&
            text.includes(`${url}/wp-json/wp/v2/posts?categories=${category}&`) &&
            FAULT_MESSAGES[fault].test(text),
        );
      let detail = line
        ? line
            .replace(/^.*WordPress unavailable: /, '')
            .replace(url, '<wordpress>')
            .replace(/&_embed=1.*?order=desc/, '…')
        : 'not reported';
      let survived = !!line && exitCode !== 0;
      if (fault === 'huge-body') {
        // Cut off at the size limit: far less than the 50 MB the fake was ready to send per request.
        const perRequest = wordpress.bytesSent() / Math.max(1, wordpress.hits('huge-body'));
        survived &&= perRequest < HUGE_BYTES / 2;
        detail += ` (≈${(perRequest / 1048576).toFixed(1)} MB sent per request of 50 MB)`;
      }
      return { fault, where, survived, detail };
    });
    if (UNHANDLED.test(output))
      outcomes.push({
        fault: 'http-500',
        where: 'build',
        survived: false,
        detail: 'unhandled rejection in the build output',
      });
    if (exitCode === 0)
      outcomes.push({
        fault: 'http-500',
        where: 'build',
        survived: false,
        detail: 'the build succeeded against a broken WordPress',
      });
    return { exitCode, seconds: (Date.now() - started) / 1000, outcomes };
  } finally {
    await close(wordpress.server);
  }
}

export type RevalidationResult = {
  outcomes: FaultOutcome[];
  requests: number;
  non200: number;
  changedPages: number;
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  freshSeconds: number;
  recoveredSeconds: number;
  problems: string[];
};

/**
 * A page's rendered markup, without its <script>s: React streams the RSC payload inside scripts in
 * whatever order its chunks resolve, so two renders of the same data differ there while the markup a
 * visitor sees is identical.
 */
const sha = (html: string) =>
  createHash('sha1')
    .update(html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''))
    .digest('hex');

async function fetchAll(baseUrl: string, paths: string[]) {
  return Promise.all(
    paths.map(async (path) => {
      try {
        const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(20_000) });
        return { path, status: response.status, html: await response.text() };
      } catch (error) {
        return { path, status: 0, html: String(error) };
      }
    }),
  );
}

/** Rewrites the first post's title of a category in the served snapshot folder (WordPress "editing"). */
async function retitle(snapshotDir: string, category: number, title: string) {
  const file = path.join(snapshotDir, 'posts', `category-${category}.json`);
  const posts = JSON.parse(await readFile(file, 'utf8')) as { title: { rendered: string } }[];
  posts[0]!.title.rendered = title;
  await writeFile(file, JSON.stringify(posts));
}

async function pollUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return (Date.now() - started) / 1000;
    await sleep(300);
  }
  return null;
}

async function settle(
  baseUrl: string,
  paths: string[],
  revalidateSeconds: number,
): Promise<Map<string, string> | null> {
  const round = async () =>
    new Map((await fetchAll(baseUrl, paths)).map((page) => [page.path, `${page.status} ${sha(page.html)}`]));
  let previous = await round();
  for (let attempt = 0; attempt < 8; attempt += 1) {
    await sleep(revalidateSeconds * 1000 + 1000);
    const current = await round();
    if ([...current].every(([path, hash]) => previous.get(path) === hash && hash.startsWith('200 '))) {
      return new Map([...current].map(([path, hash]) => [path, hash.slice(4)]));
    }
    previous = current;
  }
  return null;
}

/**
 * Bounded memory: a reply is read up to MAX_RESPONSE_BYTES and dropped (the huge-body outcome shows the
 * cut-off), so at worst every WordPress query the site makes holds one capped reply at once. Uncut, the
 * 50 MB replies would need five times that.
 */
const WORDPRESS_QUERIES =
  new Set(Object.values(DEFAULT_CATEGORY_MAP).flatMap((section) => Object.values(section).flat())).size + 1;
export const MEMORY_ALLOWANCE = WORDPRESS_QUERIES * MAX_RESPONSE_BYTES;

async function rssMedian(server: Started): Promise<number> {
  const samples: number[] = [];
  for (let sample = 0; sample < 8; sample += 1) {
    samples.push(await treeRss(server.pid));
    await sleep(250);
  }
  return samples.sort((a, b) => a - b)[4]!;
}

/** The page whose title the freshness checks change, and its category (es medical centre). */
const WATCHED = { path: '/es/centro-medico-paris', category: 11 };

export async function revalidationFaults(options: {
  baseUrl: string;
  server: Started;
  wordpress: SwitchableWordPress;
  snapshotDir: string;
  paths: string[];
  revalidateSeconds: number;
  /** How long one failed read can take: timeout × attempts plus backoff. */
  attemptSeconds: number;
  logDir: string;
}): Promise<RevalidationResult> {
  const { baseUrl, server, wordpress, paths } = options;
  const problems: string[] = [];
  const outcomes: FaultOutcome[] = [];
  let requests = 0;
  let non200 = 0;
  let changedPages = 0;
  let rssPeak = 0;
  let faultPeak = 0;

  // 0. A fresh server doubles its memory in its first minute of pages (JIT, caches): warm it first, so
  // the memory figure below is about the faults, not about starting up.
  const warmUntil = Date.now() + 10_000;
  while (Date.now() < warmUntil) await Promise.all(Array.from({ length: 4 }, () => fetchAll(baseUrl, paths)));

  // 1. Revalidation works at all: an edit in WordPress reaches the page (else "still serving the last
  // page" below would prove nothing).
  const fresh = `Revalidada ${Date.now().toString(36)}`;
  wordpress.setMode('good');
  await retitle(options.snapshotDir, WATCHED.category, fresh);
  const freshSeconds = await pollUntil(
    async () => (await fetchAll(baseUrl, [WATCHED.path]))[0]!.html.includes(fresh),
    60_000,
  );
  if (freshSeconds === null)
    problems.push(`an edit never reached ${WATCHED.path} (revalidation does not run)`);

  // The last good pages: requested until two rounds a revalidation apart give the same HTML (a page is
  // regenerated only when asked for after its interval, so the first rounds may still be catching up).
  const settled = await settle(baseUrl, paths, options.revalidateSeconds);
  if (!settled) problems.push('the pages never settled with WordPress answering well');
  const rssBefore = await rssMedian(server);
  const logBefore = server.output().length;
  const sampler = setInterval(() => {
    void treeRss(server.pid).then((rss) => {
      rssPeak = Math.max(rssPeak, rss);
      faultPeak = Math.max(faultPeak, rss);
    });
  }, 200);

  // 2. Each failing fault: every page keeps its exact last good HTML, with 200.
  const window = (options.revalidateSeconds + options.attemptSeconds + 1.5) * 1000;
  for (const fault of FAULTS) {
    const hitsBefore = wordpress.hits(fault);
    wordpress.setMode(fault);
    faultPeak = 0;
    const started = Date.now();
    const failures = new Set<string>();
    while (Date.now() - started < window) {
      for (const page of await fetchAll(baseUrl, paths)) {
        requests += 1;
        if (page.status !== 200) {
          non200 += 1;
          failures.add(`${page.path} → ${page.status}`);
        } else if (sha(page.html) !== settled?.get(page.path)) {
          changedPages += 1;
          failures.add(`${page.path} changed`);
          // Kept for a look: the page as served under the fault (the good one is in the live build's folder).
          writeFileSync(
            path.join(options.logDir, `changed-${fault}${page.path.replace(/\//g, '_')}.html`),
            page.html,
          );
        }
      }
      await sleep(250);
    }
    const asked = wordpress.hits(fault) - hitsBefore;
    let detail = `${asked} WordPress requests failed; every page 200 with its last markup; RSS peak ${(faultPeak / 1048576).toFixed(0)} MB`;
    if (fault === 'huge-body')
      detail += ` (≈${(wordpress.bytesSent() / Math.max(1, wordpress.hits('huge-body')) / 1048576).toFixed(1)} MB read per 50 MB reply)`;
    if (!asked) failures.add('WordPress was never asked (no revalidation happened)');
    if (failures.size) detail = [...failures].slice(0, 4).join('; ');
    outcomes.push({ fault, where: 'revalidation', survived: failures.size === 0, detail });
  }

  // 3. WordPress is back: a new edit reaches the page again (the faults left nothing stuck).
  const back = `De vuelta ${Date.now().toString(36)}`;
  await retitle(options.snapshotDir, WATCHED.category, back);
  wordpress.setMode('good');
  const recoveredSeconds = await pollUntil(
    async () => (await fetchAll(baseUrl, [WATCHED.path]))[0]!.html.includes(back),
    60_000,
  );
  if (recoveredSeconds === null) problems.push(`after the faults, an edit never reached ${WATCHED.path}`);

  const log = server.output().slice(logBefore);
  if (UNHANDLED.test(log))
    problems.push(
      `unhandled rejection in the server log: ${log.match(new RegExp(`.*(${UNHANDLED.source}).*`, 'i'))?.[0]}`,
    );
  if (!server.alive()) problems.push('the server died during the faults');
  clearInterval(sampler);
  const rssAfter = await rssMedian(server);
  if (rssPeak > rssBefore + MEMORY_ALLOWANCE) {
    problems.push(
      `RSS peaked at ${(rssPeak / 1048576).toFixed(0)} MB, more than ${(MEMORY_ALLOWANCE / 1048576).toFixed(0)} MB over the ${(rssBefore / 1048576).toFixed(0)} MB before the faults`,
    );
  }
  return {
    outcomes,
    requests,
    non200,
    changedPages,
    rssBefore,
    rssPeak,
    rssAfter,
    freshSeconds: freshSeconds ?? -1,
    recoveredSeconds: recoveredSeconds ?? -1,
    problems,
  };
}
