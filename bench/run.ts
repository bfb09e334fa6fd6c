/**
 * `npm run bench`: builds the site with the bundled content, serves it with `next start`, and measures what
 * the performance budgets are about (docs/bench.md). Prints markdown tables, writes
 * bench/results/latest.json, exits 1 when a budget is missed. `--quick` for development: one Lighthouse
 * run, two routes, short wrk runs, no growth builds.
 * `--only=paint,lighthouse,javascript,weight,throughput,stack,growth` runs some parts (`--only=stack`: the
 * production stack over HTTPS and HTTP/2, deploy/stack.sh); `--skip-build` reuses the previous bench build.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { pathFor, plazaPaths } from '@/lib/routes';

import {
  controlIsValid,
  growthChecks,
  jsCheck,
  lighthouseChecks,
  measurablyLater,
  paintChecks,
  stackChecks,
  stackControlIsValid,
  paintControlCheck,
  throughputChecks,
  type Check,
} from './budgets';
import { buildSite, PROJECT, siteEnv } from './build';
import { growthStep, linearity, type GrowthStep } from './growth';
import { jsWeight, scriptsOf, scriptSizes } from './js-weight';
import { lighthouseRuns, PRESETS } from './lighthouse';
import { browserLoad, openBrowser, VIEWPORTS, type Viewport } from './page-weight';
import { interleavedLoads, THROTTLING, type PaintComparison } from './paint';
import { assertPortFree, start, waitForUrl } from '../test/processes';
import { markdownReport, reportFileName } from './report';
import type { BenchResults } from './results';
import {
  documentBytes,
  headersToAdd,
  servingCost,
  startStack,
  startStaticNginx,
  type FilePage,
  type ServingCost,
} from './stack';
import { median } from './stats';
import { rawGet, startNginx, wrk, type StaticPage, type WrkResult } from './throughput';
import { ensureTools, toolVersions } from './tools';
import { counters, startBenchVarnish, type VarnishCounters } from './varnish';
import { documentOnTheWire } from './wire';

const PARTS = ['paint', 'lighthouse', 'javascript', 'weight', 'throughput', 'stack', 'growth'] as const;
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
const EDGE_PORT = PORT + 5;
/** The stack's ports (deploy/stack.sh) from here: nginx, Varnish +3, the instances +10, Redis +20. */
const STACK_PORT_BASE = PORT + 10;
/** The shipped edge in front of Varnish with the minimal VCL (on VARNISH_MINIMAL_PORT) and the files. */
const CACHE_FLOOR_PORT = STACK_PORT_BASE + 50;
const BASE = `http://127.0.0.1:${PORT}`;
const DIST_DIR = '.next-bench';
const GROWTH_DIST_DIR = '.next-bench-growth';
const GROWTH_FACTORS = [1, 10, 100];
/** The framework floor for JavaScript: Next's own not-found page (any unknown address) of this build. */
const JS_FLOOR_PATH = '/__bench-not-found';
/**
 * Each plaza page's document floor (app/(bench)/document-floor): `<this><page's path>`, the page's own markup
 * and styles in the least document Next sends for them.
 */
const DOCUMENT_FLOOR_PATH = '/document-floor';

/** The bench's paint floor (app/(bench)/lcp-floor): one hero and its title, the FCP and LCP reference. */
const PAINT_FLOOR_PATH = '/lcp-floor';
/**
 * Pages whose first picture is not the floor's, and their own floor (the same page with that picture): the
 * pharmacy's weighs 14.2 kB at the phone's width, the hero 10.4 kB.
 */
const PICTURE_FLOORS: Record<string, string> = {
  [pathFor('pharmacy', 'es')]: '/lcp-floor/pharmacy',
  [pathFor('pharmacy', 'en')]: '/lcp-floor/pharmacy',
};
/** Throttled loads of each route, and of the floor between them. */
const PAINT_RUNS = 7;
const THROUGHPUT_PATHS = ['/es', '/en/directory'];
/**
 * Rounds of the stack part, each measuring nginx alone twice (the control), the files floor, the cache
 * floor, and the stack.
 */
const STACK_ROUNDS = 7;
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
        wire: await documentOnTheWire(`${BASE}${route}`),
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

/**
 * The production stack (deploy/stack.sh on the bench build) against nginx serving each page's HTML the same
 * way (TLS, HTTP/2, brotli), alternating twice each; then every plaza page's document on a new connection.
 */
async function measureStack(): Promise<NonNullable<BenchResults['stack']>> {
  const stack = await startStack(STACK_PORT_BASE, DIST_DIR);
  const started: { stop: () => Promise<void> }[] = [stack];
  try {
    const pages = new Map<string, FilePage>();
    for (const route of THROUGHPUT_PATHS) {
      const html = await rawGet(`http://127.0.0.1:${STACK_PORT_BASE + 3}${route}`, {});
      if (html.status !== 200) throw new Error(`${route}: the stack's Varnish answered ${html.status}`);
      pages.set(route, { html: html.body.toString('utf8'), headers: headersToAdd(html.rawHeaders) });
    }
    const edge = await startStaticNginx(EDGE_PORT, pages, {
      varnishPort: VARNISH_MINIMAL_PORT,
      httpsPort: CACHE_FLOOR_PORT,
    });
    started.push(edge);
    const measured: NonNullable<BenchResults['stack']>['pages'] = [];
    // A cached page's path is nginx and Varnish; the instances and Redis (probes, timers) are counted apart.
    const services = await stack.pids();
    const onPath = ['nginx', 'varnish'].map((name) => services[name]!);
    const offPath = Object.entries(services)
      .filter(([name]) => !['nginx', 'varnish'].includes(name))
      .map(([, pid]) => pid);
    for (const route of THROUGHPUT_PATHS) {
      const runs = {
        stack: [] as ServingCost[],
        nginx: [] as ServingCost[],
        nginxAgain: [] as ServingCost[],
        proxied: [] as ServingCost[],
        cached: [] as ServingCost[],
      };
      for (let round = 0; round < STACK_ROUNDS; round++) {
        log(
          `h2load ${route} round ${round + 1}/${STACK_ROUNDS}: nginx alone, again, proxied, cached, then the stack`,
        );
        runs.nginx.push(await servingCost(`https://127.0.0.1:${EDGE_PORT}${route}`, [edge.pid]));
        runs.nginxAgain.push(await servingCost(`https://127.0.0.1:${EDGE_PORT}${route}`, [edge.pid]));
        runs.proxied.push(await servingCost(`https://127.0.0.1:${EDGE_PORT + 1}${route}`, edge.floorPids));
        runs.cached.push(await servingCost(`https://127.0.0.1:${CACHE_FLOOR_PORT}${route}`, edge.cachePids));
        runs.stack.push(await servingCost(`${stack.url}${route}`, onPath, offPath));
      }
      const rate = (costs: ServingCost[]) => median(costs.map((cost) => cost.requestsPerCpuSecond));
      const control = rate(runs.nginx) / rate(runs.nginxAgain);
      measured.push({
        path: route,
        ...runs,
        control,
        valid: stackControlIsValid(control),
        share: rate(runs.stack) / rate(runs.proxied),
        shareOfCacheFloor: rate(runs.stack) / rate(runs.cached),
        shareOfNginx: rate(runs.stack) / rate(runs.nginx),
      });
    }
    const documents: NonNullable<BenchResults['stack']>['documents'] = {};
    const documentFloors: NonNullable<BenchResults['stack']>['documentFloors'] = {};
    for (const route of plazaPaths()) {
      for (const [into, url] of [
        [documents, `${stack.url}${route}`],
        [documentFloors, `${stack.url}${DOCUMENT_FLOOR_PATH}${route}`],
      ] as const) {
        await documentBytes(url); // cached in Varnish first
        into[route] = await documentBytes(url);
      }
    }
    return { rounds: STACK_ROUNDS, pages: measured, documents, documentFloors };
  } finally {
    for (const server of started.reverse()) await server.stop();
  }
}

/** Mobile and desktop runs, route by route: scores, CLS and TBT (no LCP budget: see bench/paint.ts). */
async function measureLighthouse(): Promise<NonNullable<BenchResults['lighthouse']>> {
  const lighthouse: NonNullable<BenchResults['lighthouse']> = {};
  for (const route of routes) {
    lighthouse[route] = {};
    for (const preset of PRESETS) {
      log(`lighthouse ${route} ${preset} ×${LIGHTHOUSE_RUNS}`);
      lighthouse[route][preset] = await lighthouseRuns(`${BASE}${route}`, preset, LIGHTHOUSE_RUNS);
    }
  }
  return lighthouse;
}

/**
 * FCP and LCP under applied throttling: first the paint floor against itself (the control), then each route
 * against the floor, interleaved. A control outside its range makes the run invalid: the routes' figures are
 * reported, not judged, since their ratios could not be told from the machine's noise.
 */
async function measurePaint(): Promise<NonNullable<BenchResults['paint']>> {
  const browser = await openBrowser();
  try {
    const floorUrl = `${BASE}${PAINT_FLOOR_PATH}`;
    log(`paint ${PAINT_FLOOR_PATH} ×${PAINT_RUNS}, interleaved with itself (control)`);
    const control = await interleavedLoads(browser, floorUrl, floorUrl, PAINT_RUNS);
    const paint: NonNullable<BenchResults['paint']> = {
      floorPath: PAINT_FLOOR_PATH,
      throttling: THROTTLING,
      runs: PAINT_RUNS,
      control,
      valid: controlIsValid(control),
      routes: {},
    };
    const ratios = `FCP ${control.fcpRatio.toFixed(2)} ×, LCP ${control.lcpRatio.toFixed(2)} ×`;
    log(`paint control ${ratios}: ${paint.valid ? 'valid' : 'INVALID, the routes are measured, not judged'}`);
    const routeFloors = Object.fromEntries(
      Object.entries(PICTURE_FLOORS).filter(([route]) => routes.includes(route)),
    );
    const pictureFloors: Record<string, PaintComparison> = {};
    for (const pictureFloor of new Set(Object.values(routeFloors))) {
      log(`paint ${pictureFloor} ×${PAINT_RUNS}, interleaved with ${PAINT_FLOOR_PATH}`);
      pictureFloors[pictureFloor] = await interleavedLoads(
        browser,
        floorUrl,
        `${BASE}${pictureFloor}`,
        PAINT_RUNS,
      );
    }
    for (const route of routes) {
      const floorPath = routeFloors[route] ?? PAINT_FLOOR_PATH;
      log(`paint ${route} ×${PAINT_RUNS}, interleaved with ${floorPath}`);
      paint.routes[route] = await interleavedLoads(
        browser,
        `${BASE}${floorPath}`,
        `${BASE}${route}`,
        PAINT_RUNS,
      );
    }
    return { ...paint, pictureFloors, routeFloors };
  } finally {
    await browser.close();
  }
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
  if (results.paint) {
    // An invalid run judges nothing but its control, which fails it.
    checks.push(paintControlCheck(results.paint.control));
    if (results.paint.valid) {
      const later = measurablyLater(results.paint.routes);
      for (const [route, measured] of Object.entries(results.paint.routes)) {
        const floor = results.paint.routeFloors?.[route];
        checks.push(
          ...paintChecks(floor ? `${route} (against ${floor})` : route, measured, later.has(route)),
        );
      }
    }
  }
  for (const page of results.throughput?.pages ?? [])
    checks.push(...throughputChecks(page.path, page.hitRatio));
  if (results.stack)
    checks.push(
      ...stackChecks(
        results.stack.pages.map(({ path, control, shareOfCacheFloor }) => ({
          path,
          control,
          share: shareOfCacheFloor,
        })),
        results.stack.documents,
        results.stack.documentFloors,
      ),
    );
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
    const serving = PARTS.some((part) => part !== 'growth' && parts.has(part));
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
        if (parts.has('paint')) results.paint = await measurePaint();
        if (parts.has('lighthouse')) results.lighthouse = await measureLighthouse();
      } finally {
        await server.stop();
      }
    }
    if (parts.has('stack')) {
      if (!args['skip-build'] && !serving) {
        log(`building with the bundled content into ${DIST_DIR}`);
        results.build = await buildSite({ distDir: DIST_DIR, env: { PLAZA_BENCH_BUILD: '1' } });
      }
      results.stack = await measureStack();
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
