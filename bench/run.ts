/**
 * `npm run bench`: builds the site with the bundled content, serves it with `next start`, and measures what
 * the performance budgets are about (docs/bench.md). Prints markdown tables, writes
 * bench/results/latest.json, exits 1 when a budget is missed. `--quick` for development: one Lighthouse
 * run, two routes, short wrk runs, no growth builds. `--only=lighthouse,javascript,weight,throughput,growth`
 * runs some parts; `--skip-build` reuses the previous bench build.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { plazaPaths } from '@/lib/routes';

import {
  growthChecks,
  jsCheck,
  lcpRatioCheck,
  lighthouseChecks,
  throughputChecks,
  type Check,
} from './budgets';
import { buildSite, PROJECT, siteEnv } from './build';
import { growthStep, linearity, type GrowthStep } from './growth';
import { jsWeight, scriptsOf, scriptSizes } from './js-weight';
import { interleavedRuns, lighthouseRuns, PRESETS, type LighthouseResult } from './lighthouse';
import { browserLoad, openBrowser, VIEWPORTS, type Viewport } from './page-weight';
import { assertPortFree, start, waitForUrl } from '../test/processes';
import { markdownReport, reportFileName } from './report';
import type { BenchResults } from './results';
import { rawGet, startNginx, wrk, type StaticPage, type WrkResult } from './throughput';
import { ensureTools, toolVersions } from './tools';
import { counters, startBenchVarnish, type VarnishCounters } from './varnish';

const PARTS = ['lighthouse', 'javascript', 'weight', 'throughput', 'growth'] as const;
type Part = (typeof PARTS)[number];

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    'skip-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '3300' },
  },
});
const quick = args.quick ?? false;
const parts = new Set<Part>(
  args.only
    ? (args.only.split(',').map((part) => part.trim()) as Part[])
    : PARTS.filter((part) => !(quick && part === 'growth')),
);
for (const part of parts)
  if (!PARTS.includes(part)) throw new Error(`unknown part "${part}"; parts: ${PARTS.join(', ')}`);

const PORT = Number(args.port);
const NGINX_PORT = PORT + 1;
const FAKE_WORDPRESS_PORT = PORT + 2;
const VARNISH_PORT = PORT + 3;
const VARNISH_MINIMAL_PORT = PORT + 4;
const BASE = `http://127.0.0.1:${PORT}`;
const DIST_DIR = '.next-bench';
const GROWTH_DIST_DIR = '.next-bench-growth';
const GROWTH_FACTORS = [1, 10, 100];
/** The framework floor for JavaScript: Next's own not-found page (any unknown address) of this build. */
const JS_FLOOR_PATH = '/__bench-not-found';
/** The bench build's minimal page (app/(bench)/lcp-floor): one hero image; the mobile LCP reference. */
const LCP_FLOOR_PATH = '/lcp-floor';
const THROUGHPUT_PATHS = ['/es', '/en/directory'];
const LIGHTHOUSE_RUNS = quick ? 1 : 3;
const WRK = { seconds: quick ? 3 : 10, connections: 50, threads: 2 };
const routes = quick ? ['/es', '/en/directory'] : plazaPaths();

const log = (line: string) => console.error(`[bench] ${line}`);

const loadSamples: number[] = [os.loadavg()[0]!];
const loadSampler = setInterval(() => loadSamples.push(os.loadavg()[0]!), 15_000);

async function fetchText(url: string, expected = 200): Promise<string> {
  const response = await fetch(url);
  const text = await response.text();
  if (response.status !== expected)
    throw new Error(`${url} answered ${response.status}, expected ${expected}`);
  return text;
}

async function measureJavascript(
  htmlByPath: ReadonlyMap<string, string>,
): Promise<NonNullable<BenchResults['javascript']>> {
  const sizes = scriptSizes();
  const floorUrl = `${BASE}${JS_FLOOR_PATH}`;
  const floor = await jsWeight(scriptsOf(await fetchText(floorUrl, 404), floorUrl), sizes);
  const measured: NonNullable<BenchResults['javascript']>['routes'] = {};
  for (const [route, html] of htmlByPath) {
    const weight = await jsWeight(scriptsOf(html, `${BASE}${route}`), sizes);
    measured[route] = { ...weight, aboveFloorBytes: weight.gzipBytes - floor.gzipBytes };
  }
  return {
    floor: { path: `${JS_FLOOR_PATH} (not-found page)`, gzipBytes: floor.gzipBytes },
    routes: measured,
  };
}

async function measureWeight(
  htmlByPath: ReadonlyMap<string, string>,
): Promise<NonNullable<BenchResults['weight']>> {
  const browser = await openBrowser();
  try {
    const weight: NonNullable<BenchResults['weight']> = {};
    for (const [route, html] of htmlByPath) {
      const images = {} as Record<Viewport, number>;
      for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
        images[viewport] = (await browserLoad(browser, `${BASE}${route}`, viewport)).aboveFoldImageBytes;
      }
      weight[route] = {
        htmlBytes: Buffer.byteLength(html),
        htmlGzipBytes: gzipSync(html).length,
        aboveFoldImageBytes: images,
      };
    }
    return weight;
  } finally {
    await browser.close();
  }
}

/** The raw HTML and the gzip bytes `next start` sends for a page, for nginx to serve the same. */
async function staticPage(route: string): Promise<StaticPage> {
  const html = await rawGet(`${BASE}${route}`, {});
  const gzip = await rawGet(`${BASE}${route}`, { 'accept-encoding': 'gzip' });
  if (html.status !== 200 || gzip.status !== 200 || gzip.encoding !== 'gzip')
    throw new Error(
      `${route}: next start answered ${html.status} / ${gzip.status} (${gzip.encoding ?? 'not gzip'})`,
    );
  return { html: html.body.toString('utf8'), gzip: gzip.body };
}

/** A warm-up run (every server has the page in memory, a cache has it stored), then the measured run. */
async function measuredWrk(url: string, label: string): Promise<WrkResult> {
  log(`wrk ${url} (${label})`);
  await wrk(url, { ...WRK, seconds: 2 });
  return wrk(url, WRK);
}

const mean = (results: WrkResult[]): WrkResult => ({
  requestsPerSecond: results.reduce((sum, result) => sum + result.requestsPerSecond, 0) / results.length,
  p99Ms: Math.max(...results.map((result) => result.p99Ms)),
  non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
  socketErrors: results.reduce((sum, result) => sum + result.socketErrors, 0),
});

/**
 * Four servers, one page at a time: `next start` alone, nginx serving the very bytes it sent (gzip_static),
 * and Varnish in front of the same `next start` with the shipped VCL and with a minimal one. The two VCLs
 * (the budget's comparison) run twice each, alternating, so a burst of other work does not land on one;
 * the shipped VCL's hit ratio is counted over its measured runs (after their warm-up).
 */
async function measureThroughput(): Promise<NonNullable<BenchResults['throughput']>> {
  const pages = new Map<string, StaticPage>();
  for (const route of THROUGHPUT_PATHS) pages.set(route, await staticPage(route));
  const started: { stop: () => Promise<void> }[] = [];
  try {
    started.push(await startNginx(NGINX_PORT, pages));
    const shipped = await startBenchVarnish(VARNISH_PORT, `127.0.0.1:${PORT}`, 'shipped');
    started.push(shipped);
    started.push(await startBenchVarnish(VARNISH_MINIMAL_PORT, `127.0.0.1:${PORT}`, 'minimal'));
    const measured: NonNullable<BenchResults['throughput']>['pages'] = [];
    for (const route of THROUGHPUT_PATHS) {
      const next = await measuredWrk(`${BASE}${route}`, 'next start');
      const nginx = await measuredWrk(`http://127.0.0.1:${NGINX_PORT}${route}`, 'nginx, gzip_static');
      const runs = { shipped: [] as WrkResult[], minimal: [] as WrkResult[] };
      const counted: VarnishCounters = { requests: 0, hits: 0 };
      for (let round = 0; round < 2; round++) {
        runs.minimal.push(
          await measuredWrk(`http://127.0.0.1:${VARNISH_MINIMAL_PORT}${route}`, 'Varnish, minimal VCL'),
        );
        const url = `http://127.0.0.1:${VARNISH_PORT}${route}`;
        log(`wrk ${url} (Varnish, shipped VCL)`);
        await wrk(url, { ...WRK, seconds: 2 });
        const before = await counters(shipped);
        runs.shipped.push(await wrk(url, WRK));
        const after = await counters(shipped);
        counted.requests += after.requests - before.requests;
        counted.hits += after.hits - before.hits;
      }
      const varnish = mean(runs.shipped);
      const varnishMinimal = mean(runs.minimal);
      measured.push({
        path: route,
        next,
        nginx,
        varnish,
        varnishMinimal,
        hitRatio: counted.hits / Math.max(1, counted.requests),
        varnishShareOfMinimalVcl: varnish.requestsPerSecond / varnishMinimal.requestsPerSecond,
      });
    }
    return { pages: measured };
  } finally {
    for (const server of started.reverse()) await server.stop();
  }
}

/** Mobile runs interleaved with the minimal page's (the LCP ratio), then desktop runs, route by route. */
async function measureLighthouse(): Promise<Pick<BenchResults, 'lighthouse' | 'lcpFloor'>> {
  const lighthouse: NonNullable<BenchResults['lighthouse']> = {};
  const lcpFloor: NonNullable<BenchResults['lcpFloor']> = { path: LCP_FLOOR_PATH, routes: {} };
  log(`lighthouse ${LCP_FLOOR_PATH} mobile ×${LIGHTHOUSE_RUNS}, interleaved with itself (control)`);
  const floorUrl = `${BASE}${LCP_FLOOR_PATH}`;
  const control = await interleavedRuns(floorUrl, floorUrl, 'mobile', LIGHTHOUSE_RUNS);
  lcpFloor.control = {
    first: control.reference,
    second: control.route,
    ratio: control.route.median.lcpMs / control.reference.median.lcpMs,
  };
  for (const route of routes) {
    log(`lighthouse ${route} mobile ×${LIGHTHOUSE_RUNS}, interleaved with ${LCP_FLOOR_PATH}`);
    const mobile = await interleavedRuns(floorUrl, `${BASE}${route}`, 'mobile', LIGHTHOUSE_RUNS);
    log(`lighthouse ${route} desktop ×${LIGHTHOUSE_RUNS}`);
    const desktop: LighthouseResult = await lighthouseRuns(`${BASE}${route}`, 'desktop', LIGHTHOUSE_RUNS);
    lighthouse[route] = { mobile: mobile.route, desktop };
    lcpFloor.routes[route] = {
      floor: mobile.reference,
      ratio: mobile.route.median.lcpMs / mobile.reference.median.lcpMs,
    };
  }
  return { lighthouse, lcpFloor };
}

async function measureGrowth(workDir: string): Promise<NonNullable<BenchResults['growth']>> {
  const steps: GrowthStep[] = [];
  try {
    for (const factor of GROWTH_FACTORS) {
      log(`growth build at ${factor}x providers`);
      steps.push(
        await growthStep({
          factor,
          snapshotDir: path.join(PROJECT, 'content/wordpress'),
          workDir,
          port: FAKE_WORDPRESS_PORT,
          distDir: GROWTH_DIST_DIR,
        }),
      );
    }
  } finally {
    await rm(path.join(PROJECT, GROWTH_DIST_DIR), { recursive: true, force: true });
  }
  return { steps, linearity: linearity(steps) };
}

function checksOf(results: BenchResults): Check[] {
  const checks: Check[] = [];
  for (const [route, byPreset] of Object.entries(results.lighthouse ?? {})) {
    for (const preset of PRESETS) {
      const result = byPreset[preset];
      if (result) checks.push(...lighthouseChecks(route, preset, result.median));
    }
  }
  for (const [route, weight] of Object.entries(results.javascript?.routes ?? {}))
    checks.push(jsCheck(route, weight.aboveFloorBytes));
  for (const [route, floor] of Object.entries(results.lcpFloor?.routes ?? {}))
    checks.push(lcpRatioCheck(route, floor.ratio));
  for (const page of results.throughput?.pages ?? [])
    checks.push(...throughputChecks(page.path, page.varnishShareOfMinimalVcl, page.hitRatio));
  if (results.growth) checks.push(...growthChecks(results.growth.steps, results.growth.linearity));
  return checks;
}

async function main(): Promise<number> {
  const began = Date.now();
  ensureTools(log);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'plaza-bench-'));
  const results: BenchResults = {
    startedAt: new Date(began).toISOString(),
    durationS: 0,
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: PROJECT, encoding: 'utf8' }).trim(),
    options: { quick, parts: [...parts], lighthouseRuns: LIGHTHOUSE_RUNS, wrkSeconds: WRK.seconds },
    machine: {
      cpus: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      load: { before: loadSamples[0]!, mean: 0, max: 0, after: 0 },
    },
    tools: toolVersions(),
    routes,
    checks: [],
  };
  try {
    const serving =
      parts.has('lighthouse') || parts.has('javascript') || parts.has('weight') || parts.has('throughput');
    if (serving) {
      if (!args['skip-build']) {
        log(`building with the bundled content into ${DIST_DIR}`);
        // With the bench's minimal page (app/(bench)/, *.bench.tsx), which no production build has.
        results.build = await buildSite({ distDir: DIST_DIR, env: { PLAZA_BENCH_BUILD: '1' } });
      }
      await assertPortFree(PORT);
      const server = start(
        process.execPath,
        [
          path.join(PROJECT, 'node_modules/next/dist/bin/next'),
          'start',
          '--port',
          String(PORT),
          '--hostname',
          '127.0.0.1',
        ],
        {
          cwd: PROJECT,
          env: siteEnv(DIST_DIR, { NODE_ENV: 'production' }),
        },
      );
      try {
        await waitForUrl(`${BASE}${routes[0]}`, server);
        // Every page once, so each measurement meets a server that has already read it from disk.
        const htmlByPath = new Map<string, string>();
        for (const route of routes) htmlByPath.set(route, await fetchText(`${BASE}${route}`));
        if (parts.has('javascript')) results.javascript = await measureJavascript(htmlByPath);
        if (parts.has('weight')) results.weight = await measureWeight(htmlByPath);
        if (parts.has('throughput')) results.throughput = await measureThroughput();
        if (parts.has('lighthouse')) Object.assign(results, await measureLighthouse());
      } finally {
        await server.stop();
      }
    }
    if (parts.has('growth')) results.growth = await measureGrowth(workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
    clearInterval(loadSampler);
  }

  loadSamples.push(os.loadavg()[0]!);
  results.machine.load = {
    before: loadSamples[0]!,
    mean: loadSamples.reduce((sum, load) => sum + load, 0) / loadSamples.length,
    max: Math.max(...loadSamples),
    after: loadSamples.at(-1)!,
  };
  results.durationS = Math.round((Date.now() - began) / 1000);
  results.checks = checksOf(results);

  const resultsDir = path.join(PROJECT, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const report = markdownReport(results);
  console.log(report);
  log(`results written to bench/results/latest.json`);
  // A full run is the one whose figures the README quotes: its report is kept, dated, in docs/bench/.
  if (!quick && !args.only && !args['skip-build']) {
    const file = path.join(PROJECT, 'docs/bench', reportFileName(results));
    await writeFile(file, `${report}\n`);
    log(`report written to ${path.relative(PROJECT, file)}`);
  }
  return results.checks.every((check) => check.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
