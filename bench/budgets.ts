import { CONTACT_ALIAS, pathFor, type PageKind } from '@/lib/routes';

import type { GrowthStep, Linearity } from './growth';
import type { LighthouseFigures, Preset } from './lighthouse';

/** The performance budgets, every plaza route in both languages. kB are 1,000 bytes. */
export const BUDGETS = {
  mobilePerformance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Core Web Vitals' "good"; and relative to the bench's minimal page (one hero), measured interleaved. */
  mobileLcpMs: 2500,
  mobileLcpRatioToFloor: 1.05,
  cls: 0.01,
  mobileTbtMs: 150,
  /** JavaScript above the framework floor, gzip: the pages with forms and sliders get more. */
  jsAboveFloorLargeBytes: 40_000,
  jsAboveFloorBytes: 25_000,
  /** Requests/s through the shipped VCL over those through a minimal VCL, same Varnish, same origin. */
  varnishShareOfMinimalVcl: 0.9,
  /** Cache hits over requests through the shipped VCL, after a warm-up. */
  hitRatio: 0.99,
} as const;

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
    key: 'lcpMs',
    figure: 'LCP',
    budget: `≤ ${BUDGETS.mobileLcpMs / 1000} s`,
    pass: (v) => v <= BUDGETS.mobileLcpMs,
    presets: ['mobile'],
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

/** The budget a Lighthouse figure has with a preset, or null (desktop performance, LCP and TBT have none). */
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

/** The shipped VCL against the minimal one on one page: what its logic costs, and how much it serves from cache. */
export function throughputChecks(path: string, shareOfMinimalVcl: number, hitRatio: number): Check[] {
  return [
    atLeast(
      path,
      'requests/s, shipped VCL vs minimal VCL',
      shareOfMinimalVcl,
      BUDGETS.varnishShareOfMinimalVcl,
    ),
    atLeast(path, 'hit ratio, shipped VCL', hitRatio, BUDGETS.hitRatio),
  ];
}

/** A plaza route's median mobile LCP over the minimal page's, both from the same interleaved runs. */
export function lcpRatioCheck(path: string, ratio: number): Check {
  return {
    part: 'lighthouse',
    subject: `${path} (mobile)`,
    figure: 'LCP vs the minimal page',
    value: ratio,
    budget: `≤ ${BUDGETS.mobileLcpRatioToFloor} ×`,
    pass: ratio <= BUDGETS.mobileLcpRatioToFloor,
  };
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
