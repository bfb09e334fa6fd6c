import { CONTACT_ALIAS, pathFor, type PageKind } from '@/lib/routes';

import type { GrowthStep, Linearity } from './growth';
import type { LighthouseFigures, Preset } from './lighthouse';
import type { PaintComparison } from './paint';
import { laterByChance } from './stats';

/** The performance budgets, every plaza route in both languages. kB are 1,000 bytes. */
export const BUDGETS = {
  mobilePerformance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.01,
  mobileTbtMs: 150,
  /** JavaScript above the framework floor, gzip: the pages with forms and sliders get more. */
  jsAboveFloorLargeBytes: 40_000,
  jsAboveFloorBytes: 25_000,
  /** Cache hits over requests through the shipped VCL, after a warm-up. */
  hitRatio: 0.99,
  /**
   * Requests per CPU-second through the whole stack (HTTPS, HTTP/2, brotli) over its floor: the same edge in
   * front of Varnish with a minimal VCL in front of nginx serving the page's bytes (bench/stack.ts).
   */
  stackShareOfNginx: 0.8,
  /** A document on a new HTTP/2 connection, headers included: within the first round trip (~14.6 kB). */
  documentBytes: 14_000,
  /**
   * Where even the document floor (the page's own markup and styles as Next's least document, measured beside
   * it: app/(bench)/document-floor) is over `documentBytes`, the page is judged against that floor instead,
   * at the ratio these budgets allow every other cost over its floor: first paint ≤ 1.25 × the paint floor,
   * the stack's CPU per request ≤ 1.25 × the cache floor's (≥ 80 %). docs/bench.md, "Documents".
   */
  documentOverFloor: 1.25,
} as const;

/**
 * The most a document may weigh on the wire: 14,000 bytes, or 1.25 × its floor where the floor itself does
 * not fit (no page with this content can then arrive in the first round trip, whatever it leaves out).
 */
export const documentBudget = (floorBytes: number) =>
  floorBytes > BUDGETS.documentBytes
    ? Math.floor(floorBytes * BUDGETS.documentOverFloor)
    : BUDGETS.documentBytes;

/** Home and the contact pages (with the alias) may ship up to 40 kB; every other plaza page 25 kB. */
const LARGE_JS_KINDS: readonly PageKind[] = ['home', 'contact'];
const LARGE_JS_PATHS = new Set([
  ...LARGE_JS_KINDS.flatMap((kind) => [pathFor(kind, 'es'), pathFor(kind, 'en')]),
  CONTACT_ALIAS.path,
]);
export const jsBudgetFor = (path: string) =>
  LARGE_JS_PATHS.has(path) ? BUDGETS.jsAboveFloorLargeBytes : BUDGETS.jsAboveFloorBytes;

export type Check = {
  part: string;
  subject: string;
  figure: string;
  value: number;
  budget: string;
  pass: boolean;
};

type Rule = {
  key: keyof LighthouseFigures;
  figure: string;
  budget: string;
  pass: (value: number) => boolean;
  presets: readonly Preset[];
};

const LIGHTHOUSE_RULES: readonly Rule[] = [
  {
    key: 'performance',
    figure: 'performance',
    budget: `≥ ${BUDGETS.mobilePerformance}`,
    pass: (v) => v >= BUDGETS.mobilePerformance,
    presets: ['mobile'],
  },
  {
    key: 'accessibility',
    figure: 'accessibility',
    budget: `${BUDGETS.accessibility}`,
    pass: (v) => v >= BUDGETS.accessibility,
    presets: ['mobile', 'desktop'],
  },
  {
    key: 'bestPractices',
    figure: 'best practices',
    budget: `${BUDGETS.bestPractices}`,
    pass: (v) => v >= BUDGETS.bestPractices,
    presets: ['mobile', 'desktop'],
  },
  {
    key: 'seo',
    figure: 'SEO',
    budget: `${BUDGETS.seo}`,
    pass: (v) => v >= BUDGETS.seo,
    presets: ['mobile', 'desktop'],
  },
  {
    key: 'cls',
    figure: 'CLS',
    budget: `≤ ${BUDGETS.cls}`,
    pass: (v) => v <= BUDGETS.cls,
    presets: ['mobile', 'desktop'],
  },
  {
    key: 'tbtMs',
    figure: 'TBT',
    budget: `≤ ${BUDGETS.mobileTbtMs} ms`,
    pass: (v) => v <= BUDGETS.mobileTbtMs,
    presets: ['mobile'],
  },
];

/** A Lighthouse figure's budget with a preset, or null (none for LCP, nor desktop performance and TBT). */
export function lighthouseRule(key: keyof LighthouseFigures, preset: Preset): Rule | null {
  return LIGHTHOUSE_RULES.find((rule) => rule.key === key && rule.presets.includes(preset)) ?? null;
}

export function lighthouseChecks(path: string, preset: Preset, median: LighthouseFigures): Check[] {
  return LIGHTHOUSE_RULES.filter((rule) => rule.presets.includes(preset)).map((rule) => ({
    part: 'lighthouse',
    subject: `${path} (${preset})`,
    figure: rule.figure,
    value: median[rule.key],
    budget: rule.budget,
    pass: rule.pass(median[rule.key]),
  }));
}

export function jsCheck(path: string, aboveFloorBytes: number): Check {
  const budget = jsBudgetFor(path);
  return {
    part: 'javascript',
    subject: path,
    figure: 'JS above the floor (gzip)',
    value: aboveFloorBytes,
    budget: `≤ ${budget / 1000} kB`,
    pass: aboveFloorBytes <= budget,
  };
}

/** A lower bound on a throughput figure (a share, 0-1), shown as a percentage. */
const atLeast = (path: string, figure: string, value: number, minimum: number): Check => ({
  part: 'throughput',
  subject: path,
  figure,
  value,
  budget: `≥ ${minimum * 100} %`,
  pass: value >= minimum,
});

/** The shipped VCL against the minimal one on a page: what its logic costs, how much it serves from cache. */
/**
 * The shipped VCL's hit ratio. Its cost against a minimal VCL is judged by the stack part, per CPU-second
 * with a control: wrk's wall-clock requests/s here are figures only.
 */
export function throughputChecks(path: string, hitRatio: number): Check[] {
  return [atLeast(path, 'hit ratio, shipped VCL', hitRatio, BUDGETS.hitRatio)];
}

export function growthChecks(steps: readonly GrowthStep[], line: Linearity | null): Check[] {
  const checks: Check[] = steps.map((step) => ({
    part: 'growth',
    subject: `${step.factor}x (${step.providers} providers)`,
    figure: 'WordPress queries read twice in one build',
    value: step.duplicateRequests.length,
    budget: '0',
    pass: step.duplicateRequests.length === 0,
  }));
  if (line) {
    checks.push({
      part: 'growth',
      subject: `${steps[0]!.factor}x → ${steps.at(-1)!.factor}x`,
      figure: 'build time grows no faster than linearly',
      value: line.timeRatio,
      budget: `t ratio ≤ ${line.providerRatio}, undercut ≤ ${(line.allowedMs / 1000).toFixed(1)} s`,
      pass: line.pass,
    });
  }
  return checks;
}

/** The range within which nginx measured against itself lets a run judge the stack's share. */
export const STACK_CONTROL = { min: 0.97, max: 1.03 } as const;

export const stackControlIsValid = (control: number) =>
  control >= STACK_CONTROL.min && control <= STACK_CONTROL.max;

/**
 * The whole stack against its floor with a cache on one page, the shipped edge in front of Varnish with a
 * minimal VCL in front of the files (judged only when nginx against itself, the control, is steady), and
 * each page's document on the wire.
 */
export function stackChecks(
  pages: { path: string; control: number; share: number }[],
  documents: Record<string, { totalBytes: number; paintBytes: number }>,
  floors: Record<string, { totalBytes: number }>,
): Check[] {
  return [
    ...pages.flatMap((page) => [
      {
        part: 'stack',
        subject: `${page.path} control (nginx against itself)`,
        figure: 'requests per CPU-second ratio (the page is not judged outside)',
        value: page.control,
        budget: `${STACK_CONTROL.min}-${STACK_CONTROL.max} ×`,
        pass: stackControlIsValid(page.control),
      },
      ...(stackControlIsValid(page.control) ? [atLeastStack(page.path, page.share)] : []),
    ]),
    ...Object.entries(documents).flatMap(([path, { totalBytes, paintBytes }]) => {
      const floor = floors[path]?.totalBytes;
      if (floor === undefined) throw new Error(`${path}: no document floor was measured`);
      const budget = documentBudget(floor);
      return [
        {
          part: 'stack',
          subject: path,
          figure: `document bytes on the wire, brotli, headers included (its floor: ${floor})`,
          value: totalBytes,
          budget:
            budget === BUDGETS.documentBytes
              ? `≤ ${budget} bytes`
              : `≤ ${budget} bytes (${BUDGETS.documentOverFloor} × its floor, which is over ${BUDGETS.documentBytes})`,
          pass: totalBytes <= budget,
        },
        {
          part: 'stack',
          subject: path,
          figure: "bytes on the wire until its markup and styles are whole (before React's payload)",
          value: paintBytes,
          budget: `≤ ${BUDGETS.documentBytes} bytes`,
          pass: paintBytes <= BUDGETS.documentBytes,
        },
      ];
    }),
  ];
}

const atLeastStack = (path: string, share: number): Check => ({
  ...atLeast(
    path,
    'requests per CPU-second, whole stack vs the same edge and a minimal-VCL Varnish in front of the files (HTTPS, HTTP/2)',
    share,
    BUDGETS.stackShareOfNginx,
  ),
  part: 'stack',
});

/**
 * Paint under applied throttling, relative to the bench's paint floor in the same minutes. A run is judged
 * only when the floor measured against itself (the control) gives ratios within the control range: outside
 * it, the machine moved the figures more than the budgets' margins.
 */
export const PAINT_BUDGETS = {
  fcpRatioToFloor: 1.25,
  lcpRatioToFloor: 1.0,
  /**
   * A budget of 1.00 × is the floor itself, and a page at the floor lands on either side of it from run to run
   * (/es and /en, with the floor's very picture, gave 1.03 and 0.97 × in one run). Above 1.00, a page misses
   * only when its loads are measurably later than the floor's: `measurablyLater`, at this chance for the
   * whole run (docs/bench.md).
   */
  lcpLaterChance: 0.05,
  layoutShift: 0,
  control: { min: 0.97, max: 1.03 },
} as const;

const withinControl = (ratio: number) =>
  ratio >= PAINT_BUDGETS.control.min && ratio <= PAINT_BUDGETS.control.max;

/** Whether a control (the floor against itself) lets the run judge the paint budgets. */
export const controlIsValid = (control: Pick<PaintComparison, 'fcpRatio' | 'lcpRatio'>) =>
  withinControl(control.fcpRatio) && withinControl(control.lcpRatio);

export function paintControlCheck(control: Pick<PaintComparison, 'fcpRatio' | 'lcpRatio'>): Check {
  return {
    part: 'paint',
    subject: 'control (floor against itself)',
    figure: 'FCP and LCP ratios (the run is invalid outside)',
    value:
      Math.abs(control.fcpRatio - 1) > Math.abs(control.lcpRatio - 1) ? control.fcpRatio : control.lcpRatio,
    budget: `${PAINT_BUDGETS.control.min}-${PAINT_BUDGETS.control.max} ×`,
    pass: controlIsValid(control),
  };
}

/** The chance that loads of one page would rank the route's LCPs this late against the floor's (`laterByChance`). */
export const lcpLaterChance = (measured: PaintComparison) =>
  laterByChance(
    measured.route.runs.map((run) => run.lcpMs),
    measured.floor.runs.map((run) => run.lcpMs),
  );

/**
 * The routes whose LCP is measurably later than their floor's, by Holm's step-down method over the run's
 * routes: a run of pages all at the floor reports one later by chance in at most `lcpLaterChance` of runs.
 * Judged one by one at that chance, 15 routes at the floor would give a false miss in about half the runs.
 */
export function measurablyLater(routes: Record<string, PaintComparison>): Set<string> {
  const chances = Object.entries(routes)
    .map(([path, measured]) => ({ path, chance: lcpLaterChance(measured) }))
    .sort((a, b) => a.chance - b.chance);
  const later = new Set<string>();
  for (const [rank, { path, chance }] of chances.entries()) {
    if (chance >= PAINT_BUDGETS.lcpLaterChance / (chances.length - rank)) break;
    later.add(path);
  }
  return later;
}

/** LCP within budget: at most the floor's, or above it by no more than chance explains. */
export const lcpWithinBudget = (measured: PaintComparison, later: boolean) =>
  measured.lcpRatio <= PAINT_BUDGETS.lcpRatioToFloor || !later;

/** A route's paint checks; `later`: whether `measurablyLater` found its LCP measurably later than its floor's. */
export function paintChecks(path: string, measured: PaintComparison, later: boolean): Check[] {
  return [
    {
      part: 'paint',
      subject: path,
      figure: 'FCP vs the floor',
      value: measured.fcpRatio,
      budget: `≤ ${PAINT_BUDGETS.fcpRatioToFloor} ×`,
      pass: measured.fcpRatio <= PAINT_BUDGETS.fcpRatioToFloor,
    },
    {
      part: 'paint',
      subject: path,
      figure: 'LCP vs the floor',
      value: measured.lcpRatio,
      budget: `≤ ${PAINT_BUDGETS.lcpRatioToFloor.toFixed(2)} × or not measurably later`,
      pass: lcpWithinBudget(measured, later),
    },
    {
      part: 'paint',
      subject: path,
      figure: 'layout shift (median)',
      value: measured.route.median.layoutShift,
      budget: `${PAINT_BUDGETS.layoutShift}`,
      pass: measured.route.median.layoutShift <= PAINT_BUDGETS.layoutShift,
    },
  ];
}
