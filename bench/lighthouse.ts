import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';

import { killOnExit } from '../test/processes';
import { median } from './stats';
import { TOOLS } from './tools';

export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];

/**
 * One Lighthouse run, in the units budgets use: scores 0-100, times in ms. Its LCP is kept for the record
 * only: simulated from a loopback trace on a busy machine, it moves too much to be judged (docs/bench.md);
 * bench/paint.ts measures paint under applied throttling instead.
 */
export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
};

export type LighthouseResult = {
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  /** Audits below full score in accessibility, best practices and SEO (any run): why a score is under 100. */
  failedAudits: string[];
  /** What Lighthouse measured this machine at (higher is faster); its simulated timings are scaled by it. */
  benchmarkIndex: number;
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
];

const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const numeric = (lhr: Result, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
  return value;
};

function figures(lhr: Result): LighthouseFigures {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
  };
}

function failedAudits(lhr: Result): string[] {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
}

/** Median of each figure on its own: the budget is on the median score, the median LCP, and so on. */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as LighthouseFigures;
}

/** Lighthouse may lose the trace of a load (NO_NAVSTART, NO_FCP): that run is repeated, twice at most. */
const ATTEMPTS = 3;

async function oneRun(url: string, preset: Preset, port: number): Promise<Result> {
  let lastError = '';
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        disableFullPageScreenshot: true,
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (result && !result.lhr.runtimeError) return result.lhr;
    lastError = result?.lhr.runtimeError?.message ?? 'no result';
  }
  throw new Error(`Lighthouse could not measure ${url} (${preset}) in ${ATTEMPTS} attempts: ${lastError}`);
}

function summarise(results: Result[]): LighthouseResult {
  const all = results.map(figures);
  return {
    median: medianFigures(all),
    runs: all,
    failedAudits: [...new Set(results.flatMap(failedAudits))],
    benchmarkIndex: median(results.map((lhr) => lhr.environment.benchmarkIndex)),
  };
}

/** One fresh headless Chromium for `measure`, stopped afterwards whatever happens. */
async function withChromium<T>(measure: (port: number) => Promise<T>): Promise<T> {
  const chrome = await launch({
    chromePath: TOOLS.chromium.path,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  // chrome-launcher starts Chromium in a process group of its own.
  const forget = killOnExit(chrome.pid);
  try {
    return await measure(chrome.port);
  } finally {
    chrome.kill();
    forget();
  }
}

/**
 * `runs` Lighthouse runs of one URL with one preset (the default config is the mobile preset: Moto G Power
 * screen, slow 4G, 4x CPU slowdown, simulated), in one fresh headless Chromium. Lighthouse clears the
 * cache and storage before each run, so every run is a first visit.
 */
export async function lighthouseRuns(url: string, preset: Preset, runs: number): Promise<LighthouseResult> {
  return withChromium(async (port) => {
    const results: Result[] = [];
    for (let run = 0; run < runs; run++) results.push(await oneRun(url, preset, port));
    return summarise(results);
  });
}
