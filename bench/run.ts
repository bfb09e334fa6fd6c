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

import { growthChecks, jsCheck, lighthouseChecks, throughputCheck, type Check } from './budgets';
import { buildSite, PROJECT, siteEnv } from './build';
import { growthStep, linearity, type GrowthStep } from './growth';
import { jsWeight, scriptsOf, scriptSizes } from './js-weight';
import { lighthouseRuns, PRESETS, type LighthouseResult, type Preset } from './lighthouse';
import { browserLoad, openBrowser, VIEWPORTS, type Viewport } from './page-weight';
import { assertPortFree, start, waitForUrl } from './processes';
import { markdownReport } from './report';
import type { BenchResults } from './results';
import { startNginx, wrk } from './throughput';
import { ensureTools, toolVersions } from './tools';

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
const BASE = `http://127.0.0.1:${PORT}`;
const DIST_DIR = '.next-bench';
const GROWTH_DIST_DIR = '.next-bench-growth';
const GROWTH_FACTORS = [1, 10, 100];
/** The framework floor for JavaScript: Next's own not-found page (any unknown address) of this build. */
const JS_FLOOR_PATH = '/__bench-not-found';
/** The minimal page for throughput: the language-detection page `/`, pre-rendered, 200, one tiny island. */
const MINIMAL_PATH = '/';
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

async function measureThroughput(
  htmlByPath: ReadonlyMap<string, string>,
): Promise<NonNullable<BenchResults['throughput']>> {
  // nginx serves the very bytes next start sent, for the same paths.
  const pages = new Map<string, string>([[MINIMAL_PATH, await fetchText(`${BASE}${MINIMAL_PATH}`)]]);
  for (const route of THROUGHPUT_PATHS)
    pages.set(route, htmlByPath.get(route) ?? (await fetchText(`${BASE}${route}`)));
  const nginx = await startNginx(NGINX_PORT, pages);
  try {
    const measure = async (route: string) => {
      log(`wrk ${route}: next start, then nginx`);
      // A short warm-up run, so both servers have the page in memory before the measured run.
      await wrk(`${BASE}${route}`, { ...WRK, seconds: 2 });
      const next = await wrk(`${BASE}${route}`, WRK);
      await wrk(`http://127.0.0.1:${NGINX_PORT}${route}`, { ...WRK, seconds: 2 });
      return { path: route, next, nginx: await wrk(`http://127.0.0.1:${NGINX_PORT}${route}`, WRK) };
    };
    const minimal = await measure(MINIMAL_PATH);
    const measured = [];
    for (const route of THROUGHPUT_PATHS) {
      const page = await measure(route);
      measured.push({
        ...page,
        nextShareOfNginx: page.next.requestsPerSecond / page.nginx.requestsPerSecond,
        shareOfMinimal: page.next.requestsPerSecond / minimal.next.requestsPerSecond,
      });
    }
    return { minimal, pages: measured };
  } finally {
    await nginx.stop();
  }
}

async function measureLighthouse(): Promise<NonNullable<BenchResults['lighthouse']>> {
  const measured: NonNullable<BenchResults['lighthouse']> = {};
  for (const route of routes) {
    const byPreset: Partial<Record<Preset, LighthouseResult>> = {};
    for (const preset of PRESETS) {
      log(`lighthouse ${route} ${preset} ×${LIGHTHOUSE_RUNS}`);
      byPreset[preset] = await lighthouseRuns(`${BASE}${route}`, preset, LIGHTHOUSE_RUNS);
    }
    measured[route] = byPreset;
  }
  return measured;
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
  for (const page of results.throughput?.pages ?? [])
    checks.push(throughputCheck(page.path, page.shareOfMinimal));
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
        results.build = await buildSite({ distDir: DIST_DIR });
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
        if (parts.has('throughput')) results.throughput = await measureThroughput(htmlByPath);
        if (parts.has('lighthouse')) results.lighthouse = await measureLighthouse();
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
  console.log(markdownReport(results));
  log(`results written to bench/results/latest.json`);
  return results.checks.every((check) => check.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
